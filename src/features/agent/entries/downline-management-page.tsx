import { DownlineManagement } from '../downlines/components/downline-management';

/** Agent-centre page downlineManagmentView (lazy entry; the shell draws the menu and the heading). */
export default function DownlineManagementPage() {
  return <DownlineManagement />;
}
