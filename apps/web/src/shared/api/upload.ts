import { uploadFile } from '@despacho/api-client';

/** Sends a file with POST /upload and answers its path, for the commands that take {path}. */
export async function uploadedPath(file: File): Promise<string> {
  const { data } = await uploadFile({ body: { file }, throwOnError: true });
  return data.path;
}
