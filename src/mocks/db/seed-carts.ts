/**
 * Seeded carts for the saved-carts pages and the merge dialog. clinician@example.com has none on
 * purpose: tests expect Dana's cart empty. Fixed save times keep the list order stable.
 */
export interface SeedCartLine {
  code: string;
  quantity: number;
}

export interface SeedCart {
  ownerId: string;
  lines: readonly SeedCartLine[];
  /** A saved cart has a name and a save time; without them the cart is the owner's unsaved cart. */
  saved?: { name: string; description?: string; saveTime: string };
}

export const SEED_CARTS: readonly SeedCart[] = [
  {
    ownerId: 'u-1004',
    lines: [
      { code: '0158979817', quantity: 2 }, // WISC-V Administration and Scoring Manual
      { code: '0158036653', quantity: 1 }, // CELF-5 Examiner's Manual
    ],
    saved: {
      name: 'FallSeminar',
      description: 'Manuals for the assessment methods seminar',
      saveTime: '2026-09-01T14:30:00.000Z',
    },
  },
  {
    ownerId: 'u-1004',
    lines: [
      { code: '0158241926', quantity: 4 }, // PPVT-5 Form A Record Forms
      { code: '0158979833', quantity: 5 }, // WISC-V Record Forms (minimum 5)
    ],
    saved: { name: 'ReadingStudy', saveTime: '2026-06-15T09:00:00.000Z' },
  },
  {
    ownerId: 'u-1002',
    lines: [
      { code: '0158241934', quantity: 1 }, // PPVT-5 Manual
      { code: '0158256419', quantity: 2 }, // VMI-6 Short Form Test Booklets
    ],
  },
];
