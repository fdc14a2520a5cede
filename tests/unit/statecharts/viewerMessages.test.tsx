// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { MESSAGES_FILE, messagesModule } from '../../../scripts/statecharts-messages';
import { descriptionMessages } from '../../../src/statecharts/descriptions.messages';
import { machines } from '../../../src/statecharts/machines';
import { orderMachine } from './viewerFixtures';

describe('description messages for translators', () => {
  it('are up to date with the machines (node --import tsx scripts/statecharts-messages.ts)', () => {
    const expected = messagesModule(machines.map(({ name, machine }) => [name, machine]));
    expect(readFileSync(MESSAGES_FILE, 'utf8')).toBe(expected);
  });

  it('carry the ids the viewer looks descriptions up by', () => {
    expect(descriptionMessages.length).toBeGreaterThan(0);
    for (const { id, message } of descriptionMessages) {
      expect(message).toBeTruthy();
      expect(id, message).toBe(generateMessageId(message ?? ''));
    }
  });

  it('list each description once, keep quoted {placeholders}, refuse other ICU syntax', () => {
    const text = messagesModule([
      ['orderMachine', orderMachine],
      ['againMachine', orderMachine],
    ]);
    expect(text.match(/msg`A coupon is applied.`/g)).toHaveLength(1);
    expect(text).not.toContain('// againMachine');
    const quoting = orderMachine.provide({});
    (quoting.root as { description?: string }).description = 'Shows "Error Code {code}."';
    expect(messagesModule([['quotingMachine', quoting]])).toContain(
      'msg`Shows "Error Code {code}."`',
    );
    const plural = orderMachine.provide({});
    (plural.root as { description?: string }).description =
      '{n, plural, one {# day} other {# days}}';
    expect(() => messagesModule([['pluralMachine', plural]])).toThrow(/may not contain/);
  });
});
