import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { agentPath, type AgentPage } from '@/lib/agent-centre';
import { memberPagePath } from '@/lib/member-centre';
import { useMember } from '@/lib/member';
import { useSystem } from '@/lib/system';
import { isFlagOn } from '@/lib/whitelabel';
import { Spinner } from '@/ui/spinner';
import { Toaster } from '@/ui/toast';
import { useAgentContracts } from '../api/contracts';
import { useAgentInfo } from '../api/agent-info';
import { agentMenu } from '../menu';
import { agentPages } from '../pages';
import './agent-centre.css';
import { ChunkDeadline } from '@/lib/chunk-deadline';

export interface AgentCentreProps {
  /** The page on screen. */
  page: AgentPage;
}

const CONTRACT_PAGES: readonly AgentPage[] = ['agentDividendRecord2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary'];

/**
 * The agent centre: the menu of the pages this agent may see (switches and contracts) beside the page on screen, which
 * loads as its own chunk. Only agents reach it (the route shows others the agent sign-in).
 */
export function AgentCentre({ page }: AgentCentreProps) {
  const { t } = useTranslation();
  const { role } = useMember();
  const { flags } = useSystem();
  const { contracts, loading: contractsLoading } = useAgentContracts();
  const { info } = useAgentInfo();
  const menu = agentMenu({ flags, role, contracts });
  const shown = menu.some((item) => item.page === page);
  // A contract page waits for the contracts before saying it is not for this agent.
  const deciding = !shown && contractsLoading && CONTRACT_PAGES.includes(page);
  const entry = agentPages[page];
  // Transfer to upline is the member centre's page (one build): linked here where the agent's type and brand allow it.
  const uplineLink = isFlagOn(flags, 'AGETRANSFERUP3') && info?.rules.transferToUpline === true && info.uplineName !== null;

  let body: ReactNode;
  if (role !== 'agent') body = <p className="agent-centre__notice">{t('auth_non_agent')}</p>;
  else if (deciding) body = <Spinner label={t('loading')} />;
  else if (!shown) body = <p className="agent-centre__notice">{t('agent_page_unavailable')}</p>;
  else {
    const Page = entry.page;
    body = (
      <Suspense
        fallback={
          <>
            <ChunkDeadline />
            <Spinner label={t('loading')} />
          </>
        }
      >
        <Page />
      </Suspense>
    );
  }

  return (
    <div className="agent-centre">
      {menu.length ? (
        <nav className="agent-centre__menu" aria-label={t('agent_menu')}>
          <ul>
            {menu.map((item) => (
              <li key={item.page}>
                <Link className="agent-centre__link" to={agentPath(item.page)} aria-current={item.page === page ? 'page' : undefined}>
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
            {uplineLink ? (
              <li>
                <Link className="agent-centre__link" to={memberPagePath('transferUpline')}>
                  {t('agent_transfer_upline')}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
      <section className="agent-centre__page" aria-labelledby="agent-page-title">
        <h1 id="agent-page-title" className="agent-centre__title">
          {t(`agent_page_${page}`)}
        </h1>
        {body}
      </section>
      <Toaster />
    </div>
  );
}
