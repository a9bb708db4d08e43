// GET /api/deals/{id}/documents/{docId}: needs the bearer token, so a plain link cannot fetch it;
// the file is fetched and handed to the browser as a download under its stored name.
import { readStoredToken } from '#web/lib/session-storage.ts';

export async function downloadDocument(downloadUrl: string, fileName: string) {
  const token = readStoredToken();
  const response = await fetch(downloadUrl, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Give the browser a moment to start the download before the blob is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
