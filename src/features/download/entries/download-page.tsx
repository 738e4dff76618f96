import { DownloadPage } from '../components/download-page';

/** /down: the app download page (its own chunk). */
export default function DownloadEntry() {
  return <DownloadPage />;
}
