// The contracts feature's published code: the contract text as the customer sees it (sanitized
// again in the browser), which the admin's contract editor shows as its live preview.
export { ContractText } from './components/contract-text';
