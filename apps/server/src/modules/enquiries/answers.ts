import { checkFieldAnswer, MASKED_VALUE, OPTION_TYPES, type AttributeAnswer, type AttributeValue } from '@bazaar/contracts';
import { badRequest } from '../../lib/api-error';
import { attributeUploadFolder, pathInside, type FileStorage } from '../files';
import type { CustomerContext } from '../identity';
import { extensionsOf, toFormField, type FormAttributeRow } from './form.queries';

/** A form's answers checked on the server (every field by its data type) and shown back. */

export type CheckedAnswer = { attributeId: number; attributeName: string; datatypeId: number; sensitive: boolean; values: string[]; position: number };

const isFile = (datatypeId: number) => extensionsOf({ datatypeId, inputConfig: {} }).length > 0;

/**
 * Every field of the form is checked, answered or not (a required one left out is named); an
 * answer for a field the form does not ask, or two for one field, is refused. A file answer must
 * name the customer's own upload for that very field, and the file must be there.
 */
export async function checkAnswers(ctx: CustomerContext, storage: FileStorage, attributes: FormAttributeRow[], answers: AttributeAnswer[]) {
  const byId = new Map(attributes.map((a) => [a.id, a]));
  const given = new Map<number, AttributeAnswer>();
  for (const answer of answers) {
    if (!byId.has(answer.attribute_id)) throw badRequest(`attribute_id ${answer.attribute_id} is not a field of this product's form`);
    if (given.has(answer.attribute_id)) throw badRequest(`${byId.get(answer.attribute_id)!.name} is answered twice`);
    given.set(answer.attribute_id, answer);
  }
  const checked: CheckedAnswer[] = [];
  for (const attribute of attributes) {
    const result = checkFieldAnswer(toFormField(attribute), given.get(attribute.id)?.value);
    if (!result.ok) throw badRequest(result.message);
    if (result.values.length === 0) continue;
    const values = isFile(attribute.datatypeId) ? await ownFiles(ctx, storage, attribute, result.values) : result.values;
    checked.push({
      attributeId: attribute.id,
      attributeName: attribute.name,
      datatypeId: attribute.datatypeId,
      sensitive: attribute.sensitive,
      values,
      position: checked.length,
    });
  }
  return checked;
}

async function ownFiles(ctx: CustomerContext, storage: FileStorage, attribute: FormAttributeRow, paths: string[]) {
  const folder = attributeUploadFolder(ctx, attribute.id);
  const cleaned: string[] = [];
  for (const path of paths) {
    const inside = pathInside(path, folder);
    if (!inside || !(await storage.read(inside)))
      throw badRequest(`${attribute.name}: ${path} is not one of your uploads for this field; upload the file first`);
    cleaned.push(inside);
  }
  return cleaned;
}

/** A stored answer as spec §3's attribute value; a sensitive one reads as asterisks unless `reveal`. */
export function attributeValueView(
  row: { attributeId: number; attributeName: string; datatypeId: number; sensitive: boolean; values: string[] },
  field: { inputConfig: FormAttributeRow['inputConfig'] } | undefined,
  reveal: boolean,
): AttributeValue {
  const masked = row.sensitive && !reveal;
  return {
    attribute_id: row.attributeId,
    attribute_name: row.attributeName,
    datatype_id: row.datatypeId,
    value: masked ? MASKED_VALUE : row.values.join(','),
    sensitive: row.sensitive,
    masked,
    option_names: OPTION_TYPES.includes(row.datatypeId) && !masked ? row.values : [],
    supported_extensions: extensionsOf({ datatypeId: row.datatypeId, inputConfig: field?.inputConfig ?? {} }),
  };
}
