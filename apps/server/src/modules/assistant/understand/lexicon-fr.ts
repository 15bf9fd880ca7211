import { groups, numbered, words, type Lexicon } from './lexicon-type';

/**
 * French as shoppers type it, with or without accents ("deuxieme", "a partir de"); elisions
 * stand apart ("jusqu'" + "à"). "livré" keeps its accent ("=livré") so that "livre" stays a book.
 */
export const FR_LEXICON: Lexicon = {
  language: 'fr',
  confirm: words(`
    oui | ouais | ok | d'accord | dac | bien sûr | vas-y | allez-y | parfait | volontiers | exactement | confirme | je confirme | c'est bon | ça marche
    entendu | certainement | oui merci | carrément
  `),
  decline: words(`
    non | non merci | annule | annuler | annulez | laisse tomber | pas maintenant | surtout pas | ne fais rien | pas la peine | stop | arrête
    non pas ça | pas besoin
  `),
  greeting: words('bonjour | bonsoir | salut | coucou | bonjour à vous | hello | rebonjour'),
  help: words(`
    aide | à l'aide | aide-moi | aidez-moi | j'ai besoin d'aide | que peux-tu faire | que pouvez-vous faire | qu'est-ce que tu sais faire
    comment ça marche | que sais-tu faire | tu fais quoi
  `),
  polite: words("merci | s'il vous plaît | s'il te plaît | svp | stp | bien | alors | ajoute-le | ajoute-la | vas-y | madame | monsieur"),
  filler: words(`
    je | j' | cherche | recherche | chercher | montre | montre-moi | montrez-moi | moi | voudrais | veux | voulons | aimerais | des | de | du | d' | la
    le | les | l' | un | une | à | a | au | aux | pour | s' | il | vous | plaît | svp | stp | =livré | =livrés | =livrée | =livrées | livrer | livrable
    livrables | livraison | en | qui | sont | est | me | m' | trouve | trouver | trouvez | donne | donne-moi | affiche | afficher | articles | produits
    produit | article | avec | et | ou | sur | dans | code | postal | peux | pouvez | tu | avez | as | quel | quels | quelle | quelles | y | a-t-il
    que | qu' | ce | c' | ça | cela | ma | mon | mes | notre | nos | son | sa | ses | étoiles | étoile | note | moins | plus | prix | coûtant | dispo
    vendus | vendu | par | boutique | vendeur | genre | type | catégorie | bien | merci | rien | acheter
  `),
  joiners: words('et | ou | avec | contre | vs | versus | à | ,'),
  nameGlue: words("de | du | des | d' | en | à | au | aux | avec | pour | et"),
  numbers: numbered('un = 1 | une = 1 | deux = 2 | trois = 3 | quatre = 4 | cinq = 5 | six = 6 | sept = 7 | huit = 8 | dix = 10 | douzaine = 12'),
  priceMax: words(`
    moins de <n> | moins cher que <n> | en dessous de <n> | en-dessous de <n> | au-dessous de <n> | sous <n> | jusqu'à <n> | maximum <n> | max <n>
    au maximum <n> | au plus <n> | pas plus de <n> | inférieur à <n> | budget de <n> | budget <n> | <n> maximum | <n> max | <n> ou moins
    à moins de <n> | prix maximum <n> | pour moins de <n>
  `),
  priceMin: words(`
    plus de <n> | au-dessus de <n> | au dessus de <n> | au moins <n> | minimum <n> | à partir de <n> | supérieur à <n> | plus cher que <n> | <n> ou plus
    <n> minimum | <n> et plus | prix minimum <n> | dès <n>
  `),
  priceRange: words('entre <n> et <n> | de <n> à <n> | <n> à <n> | <n> - <n> | entre <n> - <n> | entre <n> à <n> | de <n> - <n>'),
  rating: words(`
    <n> étoiles | <n> étoile | <n> ★ | note <n> | noté <n> | notés <n> | notée <n> | notées <n> | note de <n> | note minimale <n> | note minimale de <n>
    au moins <n> étoiles | notés <n> étoiles | noté <n> étoiles | notées <n> étoiles | note <n> étoiles | <n> + étoiles | avec <n> étoiles
    note supérieure à <n>
  `),
  boundTail: words('et plus | ou plus | minimum | au moins | et + | + | et au-delà | ou mieux'),
  ordinals: numbered(`
    premier = 1 | première = 1 | deuxième = 2 | second = 2 | seconde = 2 | troisième = 3 | quatrième = 4 | cinquième = 5 | sixième = 6 | dernier = -1
    dernière = -1 | avantdernier = -2 | avant-dernière = -2
  `),
  ordinalTail: words('article | produit | choix | résultat | de la liste'),
  pronouns: words('celui-ci | celle-ci | celui-là | celle-là | ça | cela | ceci | ce produit | cet article'),
  firstN: words('<w> premiers | <w> premières | les <w> premiers | les <w> premières | top <w>'),
  both: words('les deux | ces deux | tous les deux | toutes les deux'),
  itemNumber: words('numéro <n> | n° <n> | no <n> | # <n> | article <n> | produit <n> | le <n>'),
  quantity: words(`
    <w> exemplaires | <w> exemplaire | <w> pièces | <w> pièce | <w> unités | <w> unité | <w> fois | <w> x | x <w> | quantité <w> | <w> lots
    <w> paquets
  `),
  dates: {
    today: words("aujourd'hui | ce soir | ce matin | cet après-midi | aujourdhui"),
    tomorrow: words('demain | demain matin | demain soir | demain après-midi'),
    dayAfter: words('après-demain | après demain | apres-demain'),
    next: words('prochain | prochaine | qui vient'),
    weekdays: groups('dimanche | lundi | mardi | mercredi | jeudi | vendredi | samedi'),
    months: groups(`
      janvier, janv | février, févr | mars | avril, avr | mai | juin | juillet, juil | août | septembre, sept | octobre, oct | novembre, nov
      décembre, déc
    `),
  },
  types: {
    Service: words('*service | *services | *prestation | *prestations | service à domicile | services à domicile'),
    Digital: words(`
      *numérique | *numériques | téléchargement | à télécharger | téléchargeable | livre numérique | livres numériques | produit numérique
      produits numériques
    `),
  },
  vendorBefore: words('de chez | chez | par | vendu par | vendeur | boutique'),
  vendorAfter: words(''),
  cue: {
    compare: words(`
      comparer | compare | compare-les | comparez | comparaison | différence | différences | quelle différence | contre | lequel est mieux
      lequel est le meilleur
    `),
    policy: words(`
      politique de retour | politique de retours | conditions de retour | politique | politiques | conditions | remboursement | rembourser | échange
      échanger | remplacement | annulation | retournable | retours | délai de livraison | délai de retour | délai | combien de jours | règles
      politique d'annulation
    `),
    policyQuestion: words('puis-je | peut-on | est-ce que je peux | je peux | est-il | est-ce | possible | peut-il | peut-elle | pourrais-je | on peut'),
    returnVerb: words('retourner | retourne | rendre | renvoyer | renvoie | retour | le retourner | la retourner | rapporter'),
    cancelVerb: words('annuler | annulez | annule'),
    cart: words(`
      ajoute | ajouter | ajoutez | ajoute-le | ajoute-la | ajoute-les | mets | mettre | mets-le | mets-la | panier | au panier | dans le panier
      dans mon panier
    `),
    buy: words('acheter | achète | achète-le | achète-la | je le prends | je la prends | je prends | commander | prendre'),
    order: words('commande | commandes | colis'),
    orderStatus: words('où | statut | état | suivi | suivre | quand | arrive | arrivera | en est | livrée | dernière | nouvelles | en cours'),
    track: words('suivre | suivi | où en est'),
    possessive: words('ma | mon | mes | notre | nos'),
    refNumber: words('n° | n | ° | no | numéro | num | #'),
    enquiry: words('demande | demandes | demande de devis | devis | requête | requêtes'),
    slots: words(`
      créneau | créneaux | horaires | disponibilités | disponibilité | rendez-vous | rdv | plages horaires | heures disponibles | créneaux libres
    `),
    slotsSoft: words('disponible | disponibles | libre | libres | réserver | réservation | heure | venir | passer'),
    faq: words(`
      détails | détail | plus d'infos | plus d'informations | informations | info | infos | en savoir plus | dis-m'en plus | parle-moi de
      questions fréquentes | questions | caractéristiques
    `),
  },
  categories: {
    sarees: words('sari | saris | saree'),
    kurtas: words('kurta | kurti'),
    shirts: words('chemise | chemises'),
    'dupattas & stoles': words('dupatta | étole | étoles | châle | châles'),
    cookware: words('ustensiles de cuisine | ustensiles | casseroles'),
    decor: words('décoration | déco'),
    'bed & bath': words('linge de lit | linge de maison | draps | serviettes'),
    spices: words('épices | épice'),
    'tea & coffee': words('~thé | ~café | ~thés | ~cafés'),
    bakery: words('boulangerie | viennoiseries'),
    'organic staples': words('épicerie bio | épicerie de base bio'),
    'gift hampers': words('coffrets cadeaux | coffret cadeau | coffrets | coffret'),
    audio: words('écouteurs | casques | enceintes'),
    accessories: words('accessoires'),
    'home cleaning': words('ménage à domicile | ménage | nettoyage'),
    'appliance repair': words('réparation d’électroménager | réparation | dépannage'),
    fitness: words('bien-être | yoga'),
    'e-books': words('livres numériques | livre numérique | ebook | e-book'),
    courses: words('cours | formation | formations'),
    software: words('logiciels | logiciel'),
  },
};
