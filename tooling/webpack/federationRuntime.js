// @ts-check
/**
 * A remote's standalone page (one mode deployed on its own): the federation runtime that a remote's bundle
 * expects from the page, as the shell's runtime plugin provides it when the remote is loaded into the shell
 * (createAppConfig.cjs, PROVIDE_FEDERATION_RUNTIME). Loaded before the remote's own scripts.
 */
import * as runtimeCore from '@module-federation/runtime/core';

runtimeCore.Global._FEDERATION_RUNTIME_CORE = runtimeCore;
