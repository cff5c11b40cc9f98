import { describe, expect, it } from 'vitest';
import { ORG_CONTACT_MESSAGES, orgContactProblem } from './org-contact.js';

describe('orgContactProblem', () => {
  it('accepts landlines, service lines and e-mail addresses', () => {
    for (const value of [
      '0311-86001234',
      '031186001234',
      '0311-8600123-801',
      '86001234',
      '400-123-4567',
      '8001234567',
      'hezuo@jiyuan-agri.cn',
      ' (0315) 2801234 ',
    ])
      expect(orgContactProblem(value), value).toBeNull();
  });

  it('refuses a personal mobile in any spelling', () => {
    for (const value of ['13912345678', '139-1234-5678', '+8613912345678', '139 1234 5678'])
      expect(orgContactProblem(value), value).toBe(ORG_CONTACT_MESSAGES.mobile);
  });

  it('refuses what is neither', () => {
    for (const value of ['张经理', '12345', 'www.example.com', '0311-1234'])
      expect(orgContactProblem(value), value).toBe(ORG_CONTACT_MESSAGES.format);
  });
});
