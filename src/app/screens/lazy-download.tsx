import DownloadEntry from '@/features/download/entries/download-page';

/** The lazily loaded screen group at this route; its own chunk so the first screen stays small. */
export default function DownloadGroup() {
  return <DownloadEntry />;
}
