/** Opens the contract popup after sign-in for agents with offers waiting (rendered by the shell for agents only). */
export { default } from '../contracts/components/contract-gate';
