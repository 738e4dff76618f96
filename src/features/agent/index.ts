/** The agent centre's public face: pages load through `./entries/*`; other features read nothing else from here. */
export { agentMenu, type AgentMenuInput, type AgentMenuItem } from './menu';
