/** Types of scripts/change-cost.mjs (plain Node). */

export interface ChangeExample {
  readonly what: string;
  readonly names: readonly string[];
  readonly registries: readonly string[];
}

export declare const EXAMPLES: {
  readonly setting: ChangeExample;
  readonly command: ChangeExample;
};

export interface ChangeCost {
  readonly what: string;
  readonly files: readonly string[];
  readonly count: number;
}

export declare function filesNaming(root: string, names: readonly string[]): string[];

export declare function changeCost(root: string): {
  readonly setting: ChangeCost;
  readonly command: ChangeCost;
};

export declare function documentedCost(markdown: string): {
  readonly setting: number;
  readonly command: number;
};
