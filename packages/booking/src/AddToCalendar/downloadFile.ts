/**
 * Saves `text` as a file on the patient's device through a Blob URL (no server round trip, no
 * data in a URL): a temporary link is clicked and the URL revoked once the browser has it.
 */
export function downloadFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
