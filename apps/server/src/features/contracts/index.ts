/**
 * The contracts feature's published API: the texts a package may name (the catalog's chooser and
 * its check), and the admin's service, built by the composition root with the catalog's references.
 */
export { contractChoices, isOfferedContract } from './contracts-admin.store';
export { ContractsAdminService, type ContractReferences } from './contracts-admin.service';
