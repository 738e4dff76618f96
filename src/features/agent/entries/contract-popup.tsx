/** The contract popup (SPEC "contract popup"): offers and termination requests waiting for the agent's answer. */
export { default } from '../contracts/components/contract-popup';
