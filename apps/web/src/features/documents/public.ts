// The documents feature's published code: the staff screens' paths the order overview links to.
export { staffDocumentPaths } from './writer/staff-paths';
