import kitPackage from '../package.json';

/**
 * The version of this copy of the kit. Several copies can run on one page (the shell's and each remote's, when
 * their versions do not agree); the state they all register is claimed by version (see claimAsNewest).
 */
export const KIT_VERSION: string = kitPackage.version;
