import { describe, expect, it } from 'vitest';
import { qualificationLocationOf } from './qualifications-location';

// The qualification pages' untrusted address (src/widgets/qualifications/qualifications-location.ts).
const BASE = '/store/usassessments/en/my-account/qualifications';

describe('qualification pages: the address', () => {
  it.each([
    [BASE, { type: undefined, id: undefined }],
    [`${BASE}/`, { type: undefined, id: undefined }],
    [`${BASE}/degree`, { type: 'degree', id: undefined }],
    [`${BASE}/license/add`, { type: 'license', id: undefined }],
    [`${BASE}/license/edit/q-1001-license`, { type: 'license', id: 'q-1001-license' }],
    [`${BASE}/degree/edit/q%2D7`, { type: 'degree', id: 'q-7' }],
    // Malformed ids are null ("not found"); a made-up type is passed on as text (not available).
    [`${BASE}/degree/edit`, { type: 'degree', id: null }],
    [`${BASE}/degree/edit/a/b`, { type: 'degree', id: null }],
    [`${BASE}/degree/edit/%3Cscript%3E`, { type: 'degree', id: null }],
    [`${BASE}/degree/edit/%E0%A4%A`, { type: 'degree', id: null }],
    [`${BASE}/%E0%A4%A/add`, { type: '%E0%A4%A', id: undefined }],
    [`${BASE}/certification/add`, { type: 'certification', id: undefined }],
    ['/somewhere/else', { type: undefined, id: undefined }],
  ])('%s', (path, expected) => {
    expect(qualificationLocationOf(path)).toEqual(expected);
  });
});
