/** Types of scripts/check-node.mjs (`preinstall` and the preflight's Node check; plain Node). */

export declare const ENGINES_RANGE: string;
export declare function isSupportedNode(version: string): boolean;
export declare function nodeProblem(version: string, platform?: string, arch?: string): string | null;
