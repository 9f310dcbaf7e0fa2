/** The multipart body of the import, preview and run alike: the file in the field `file`. */
export function importForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}
