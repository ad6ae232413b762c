// jest-image-snapshot ships no declarations; this is the part .storybook/test-runner.ts uses.
declare module 'jest-image-snapshot' {
  export interface MatchImageSnapshotOptions {
    customSnapshotsDir?: string;
    customDiffDir?: string;
    customSnapshotIdentifier?: string;
    failureThreshold?: number;
    failureThresholdType?: 'pixel' | 'percent';
    customDiffConfig?: { threshold?: number };
    storeReceivedOnFailure?: boolean;
  }
  export function toMatchImageSnapshot(
    this: unknown,
    received: Buffer,
    options?: MatchImageSnapshotOptions,
  ): { pass: boolean; message: () => string };
}
