/** A file (or zip entry) of an upload batch that was not read, with the reason shown in the batch's error log. */
export interface FileRefusal {
  ok: false;
  /** The uploaded file, or 'arquivo.zip/pasta/nota.xml' for a zip entry. */
  fileName: string;
  /** pt-BR, shown as is in the batch's error log. */
  reason: string;
  /** A zip entry that is not a fiscal document at all (a PDF next to the XMLs): not read, only reported. */
  skipped?: true;
}

export function refusal(fileName: string, reason: string): FileRefusal {
  return { ok: false, fileName, reason };
}

/** Thrown inside a reader to stop at the first problem; the reader turns it into a refusal. */
export class FileRefused extends Error {}
