import { AgentLoginPage } from '../components/AgentLoginPage';

/** The agent login page (a route screen; it redirects agents to /agentHome). */
export default function AgentLoginPageEntry() {
  return <AgentLoginPage />;
}
