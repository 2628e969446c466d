import { parse } from 'csv-parse/sync';

// How the export tests read what an operator downloads: csv-parse (the imports' parser),
// each record by the header's names (quoted cells may hold commas, quotes and line breaks).

export function parseCsv(text: string): Array<Record<string, string>> {
  return parse(text, { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
}

/** The header row's names. */
export const csvHeader = (text: string) => text.slice(0, text.indexOf('\n')).split(',');
