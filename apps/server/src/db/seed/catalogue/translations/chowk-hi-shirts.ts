/** Hindi phrases of store 12's shirts, their Tiruppur maker and their category (see chowk-hi.ts, chowk-shirts.ts). */

export const shirts: Record<string, string> = {
  'Tiruppur Cotton Co.': 'तिरुप्पुर कॉटन कंपनी',
  'A family knitting and stitching unit in Tiruppur that has made cotton tees, polos and shirts for export for thirty years. Combed cotton, knitted and sewn under one roof, sold here at mill prices.':
    'तिरुप्पुर की एक पारिवारिक बुनाई और सिलाई इकाई, जो तीस साल से निर्यात के लिए कॉटन टी-शर्ट, पोलो और शर्ट बनाती है। कोम्ब्ड कॉटन, एक ही छत के नीचे बुना और सिला हुआ, यहाँ मिल के दाम पर।',
  Shirts: 'शर्ट्स',
  'Cotton and linen shirts, casual and formal.': 'कॉटन और लिनन की शर्ट्स, कैज़ुअल भी और फ़ॉर्मल भी।',

  Fit: 'फ़िट',
  'Regular fit': 'रेगुलर फ़िट',
  'Relaxed fit': 'रिलैक्स्ड फ़िट',
  'Slim fit': 'स्लिम फ़िट',
  '100% cotton': '100% कॉटन',
  'Combed cotton': 'कोम्ब्ड कॉटन',
  'Organic cotton': 'ऑर्गेनिक कॉटन',

  'Block-print Half-sleeve Shirt': 'ब्लॉक-प्रिंट हाफ़-स्लीव शर्ट',
  'A half-sleeve {v} cotton shirt, hand block-printed with small butis, cool enough for Indian summers.':
    'छोटी बूटियों वाली, हाथ से ब्लॉक-प्रिंट की हुई {v} कॉटन हाफ़-स्लीव शर्ट, भारतीय गर्मियों में भी ठंडी।',
  'Cotton Mandarin-collar Shirt': 'मैंडरिन कॉलर कॉटन शर्ट',
  'A full-sleeve {v} cotton shirt with a mandarin collar and a hand-printed placket.': 'मैंडरिन कॉलर और हाथ से छपी बटन-पट्टी वाली {v} फ़ुल-स्लीव कॉटन शर्ट।',
  'Linen Shirt': 'लिनन शर्ट',
  'A breathable {v} linen shirt with a spread collar and a block-printed yoke.': 'स्प्रेड कॉलर और ब्लॉक-प्रिंट योक वाली हवादार {v} लिनन शर्ट।',
  'Bagru Print Formal Shirt': 'बगरू प्रिंट फ़ॉर्मल शर्ट',
  'A {v} cotton poplin shirt with a cutaway collar and a fine Bagru print, smart enough for the office.':
    'कटअवे कॉलर और बारीक बगरू छपाई वाली {v} कॉटन पॉपलिन शर्ट, दफ़्तर के लायक़ सलीक़ेदार।',
  'Washed before it ships, so it keeps its size.': 'भेजने से पहले धोई जाती है, इसलिए उसका साइज़ नहीं बदलता।',
  'Each print is stamped by hand, so no two shirts are quite alike.': 'हर छाप हाथ से लगाई जाती है, इसलिए कोई दो शर्ट बिल्कुल एक जैसी नहीं होतीं।',

  Navy: 'नेवी',
  'Heather Grey': 'हेदर ग्रे',
  Maroon: 'मैरून',
  'Sky Blue': 'स्काई ब्लू',
  'Cotton Polo T-shirt': 'कॉटन पोलो टी-शर्ट',
  'A {v} pique-knit cotton polo with a ribbed collar and a two-button placket.': 'रिब्ड कॉलर और दो बटन वाली पट्टी के साथ पिके-बुनाई की {v} कॉटन पोलो।',
  'Round-neck T-shirt': 'राउंड-नेक टी-शर्ट',
  'A {v} tee in 180 GSM cotton jersey that keeps its shape wash after wash.': '180 GSM कॉटन जर्सी की {v} टी-शर्ट, जो हर धुलाई के बाद भी अपना आकार बनाए रखती है।',
  'Oxford Shirt': 'ऑक्सफ़ोर्ड शर्ट',
  'A full-sleeve {v} cotton oxford shirt with a button-down collar, for the office or the weekend.':
    'बटन-डाउन कॉलर वाली {v} फ़ुल-स्लीव कॉटन ऑक्सफ़ोर्ड शर्ट, दफ़्तर के लिए भी और छुट्टी के दिन के लिए भी।',
  'Half-sleeve Casual Shirt': 'हाफ़-स्लीव कैज़ुअल शर्ट',
  'A half-sleeve {v} cotton poplin shirt with a chest pocket, cut for humid days.': 'चेस्ट पॉकेट वाली {v} हाफ़-स्लीव कॉटन पॉपलिन शर्ट, उमस भरे दिनों के लिए सिली हुई।',
  'Knitted, dyed and stitched in our own unit in Tiruppur.': 'बुनाई, रंगाई और सिलाई, सब तिरुप्पुर में हमारी अपनी इकाई में।',
  'Colourfast: wash with similar colours.': 'पक्का रंग: मिलते-जुलते रंगों के साथ धोएँ।',
  'Shrinks less than 3% in the first wash.': 'पहली धुलाई में 3% से कम सिकुड़ती है।',
};
