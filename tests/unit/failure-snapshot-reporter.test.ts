import { describe, expect, it } from 'vitest';
import { snapshotHighlights } from '../e2e/failure-snapshot-reporter';

const SNAPSHOT = `- banner:
  - link "Order status":
    - /url: /order-status
  - status
  - dialog "Online training details":
    - heading "Online training details" [level=2]
    - group "Preferred dates":
      - textbox "Second preferred date"
      - alert: Please choose a date at least six weeks from today
  - button "Save details"`;

describe('the e2e failure summary', () => {
  it('keeps dialogs, alerts and status lines with the lines right under them, not names that mention them', () => {
    expect(snapshotHighlights(SNAPSHOT)).toEqual([
      '  - status',
      '  - dialog "Online training details":',
      '    - heading "Online training details" [level=2]',
      '    - group "Preferred dates":',
      '      - alert: Please choose a date at least six weeks from today',
    ]);
  });
});
