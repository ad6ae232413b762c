/** Builds a multipart body, skipping absent values; numbers and booleans become text. */
export function toFormData(
  fields: Record<string, string | number | boolean | null | undefined>,
  files: Record<string, { blob: Blob; fileName?: string } | null | undefined> = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    form.append(key, String(value));
  }
  for (const [key, file] of Object.entries(files)) {
    if (!file) continue;
    const name = file.fileName ?? (file.blob instanceof File ? file.blob.name : key);
    form.append(key, file.blob, name);
  }
  return form;
}
