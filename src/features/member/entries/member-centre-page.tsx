import { useParams } from 'react-router-dom';
import { isMemberPage } from '@/lib/member-centre';
import { MemberCentre } from '../components/member-centre';
import { NotFoundMemberPage } from '../components/not-found-member-page';

/** `/member/<page>`: the member centre as a page of the shell. */
export default function MemberCentrePage() {
  const { page } = useParams();
  if (!isMemberPage(page)) return <NotFoundMemberPage />;
  return (
    <MemberCentre
      page={page}
      display="page"
      renderTitle={(title) => (
        <h1 id="member-page-title" className="member-centre__title">
          {title}
        </h1>
      )}
    />
  );
}
