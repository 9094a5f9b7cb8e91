/**
 * What code outside the module (its packaging script, its tests) takes from the Companion SDK:
 * `@companion-module/base` is installed in companion/node_modules only (companion/package.json),
 * so it resolves from here and not from the project's root.
 */
export { validateManifest } from '@companion-module/base';
export type { CompanionActionContext, CompanionActionEvent, ModuleManifest } from '@companion-module/base';
