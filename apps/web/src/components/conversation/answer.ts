import type { CrfForm, DATATYPE } from '@bazaar/contracts';
import { formatTime12h, toDisplayDate } from '@/lib/format/date-format';

/**
 * One answered field of a custom form as the details tab shows it (spec §2, §3): an enquiry's
 * attribute value or a request item's form attribute. `option_names` holds the chosen options;
 * `value` is the comma-joined text, options or file paths; `masked` when a sensitive value is hidden.
 */
export type Answer = {
  attribute_id: number;
  attribute_name: string;
  datatype_id: number;
  value: string;
  sensitive: boolean;
  masked: boolean;
  option_names: string[];
};

/** The file data types (spec §3); the numbers mirror the contracts' DATATYPE, held equal by `satisfies`. */
export const FILE_TYPE = { image: 16, docsFile: 18, pdfFile: 19 } as const satisfies Pick<typeof DATATYPE, 'image' | 'docsFile' | 'pdfFile'>;

/** The date and time data types (spec §3), the numbers of the contracts' DATATYPE. */
export const WHEN_TYPE = { date: 5, time: 9, dateTime: 14 } as const satisfies Pick<typeof DATATYPE, 'date' | 'time' | 'dateTime'>;

/** Spec §5: a yyyy-mm-dd day shown dd-mm-yyyy, times of day in 12 hours; anything else as it came. */
export function whenText(datatypeId: number, value: string): string {
  const text = value.trim();
  if (datatypeId === WHEN_TYPE.date) return toDisplayDate(text);
  if (datatypeId === WHEN_TYPE.time) return formatTime12h(text) || text;
  if (datatypeId === WHEN_TYPE.dateTime) {
    const [day, time] = text.split('T');
    const clock = time ? formatTime12h(time) : '';
    return day && clock ? `${toDisplayDate(day)}, ${clock}` : text;
  }
  return text;
}

/** The paths of a file answer (comma-separated, spec §3), empty ones dropped. */
export const splitPaths = (value: string) =>
  value
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');

/** The data types answered by choosing options (spec §3: checkbox, radio, choice chips, select). */
const OPTION_TYPES = new Set<number>([1, 2, 3, 7] satisfies (typeof DATATYPE)[keyof Pick<typeof DATATYPE, 'checkbox' | 'radio' | 'choiceChips' | 'select'>][]);

const commaList = (text: string) =>
  `,${text
    .trim()
    .split(/\s*,\s*/)
    .join(',')},`;
const chosenOptions = (options: string[], value: string) => options.filter((name) => commaList(value).includes(commaList(name)));

/**
 * A request item's form as answers. Its `option_names` are the field's options and `value` the
 * chosen ones comma-joined; the chosen are read back by whole name (a name may hold a comma).
 */
export const requestFormAnswers = (form: CrfForm): Answer[] =>
  form.attributes.map((a) => ({
    attribute_id: a.attribute_id,
    attribute_name: a.attribute_name,
    datatype_id: a.datatype_id,
    value: a.value,
    sensitive: a.sensitive,
    masked: a.masked,
    option_names: OPTION_TYPES.has(a.datatype_id) && !a.masked ? chosenOptions(a.option_names, a.value) : [],
  }));
