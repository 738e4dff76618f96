import { MessagesPage } from '../messages/components/messages-page';

/** Member page messageV2: the platform's messages. */
export default function MessagesEntry() {
  return <MessagesPage />;
}
