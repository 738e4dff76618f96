import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { DEFAULT_AGENT_PAGE, agentPath, isAgentPage } from '@/lib/agent-centre';
import { FullPageMessage } from '@/ui/full-page-message';
import { AgentCentre } from '../components/agent-centre';

/** `/agentHome` and `/agentHome/<page>` for a signed-in agent: the agent centre; `/agentHome` opens the team overview. */
export default function AgentHomePage() {
  const { t } = useTranslation();
  const { page } = useParams();
  if (page === undefined) return <Navigate to={agentPath(DEFAULT_AGENT_PAGE)} replace />;
  if (!isAgentPage(page))
    return (
      <FullPageMessage as="section" title={t('page_not_found')} actions={<Link to={agentPath(DEFAULT_AGENT_PAGE)}>{t('agent_page_agentTeamOverview')}</Link>}>
        <p>{t('agent_page_unknown')}</p>
      </FullPageMessage>
    );
  return <AgentCentre page={page} />;
}
