import JoinPage from '@/features/referral/entries/join-page';

/** The lazily loaded screen group at /join (invite friends); its own chunk so the first screen stays small. */
export default function JoinGroup() {
  return <JoinPage />;
}
