/**
 * Hands a downloaded file to the browser under a name.
 * @example saveBlob(await api.download(endpoints.staffImportTemplate, { query }), 'Mẫu nhập nhân viên.xlsx');
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
