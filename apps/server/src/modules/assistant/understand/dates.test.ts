import { describe, expect, it } from 'vitest';
import type { AssistantLanguage } from './types';
import { findDate } from './dates';
import { lexiconsFor } from './lexicon';
import { tokenize } from './text';

/** Today is Wednesday 18 November 2026 unless a test says otherwise. */
const dayOf = (message: string, today = '2026-11-18', language: AssistantLanguage = 'en') =>
  findDate(tokenize(message), lexiconsFor(language), today, language)?.date;

describe('findDate', () => {
  it.each([
    ['today', '2026-11-18'],
    ['tomorrow', '2026-11-19'],
    ['day after tomorrow', '2026-11-20'],
    ['आज', '2026-11-18'],
    ['कल', '2026-11-19'],
    ['परसों', '2026-11-20'],
    ['اليوم', '2026-11-18'],
    ['غدا', '2026-11-19'],
    ['بعد غد', '2026-11-20'],
    ["aujourd'hui", '2026-11-18'],
    ['demain', '2026-11-19'],
    ['après-demain', '2026-11-20'],
  ])('counts %s from today', (message, date) => {
    expect(dayOf(message)).toBe(date);
  });

  it('takes a weekday as the nearest such day from today on, today included', () => {
    expect(dayOf('on Wednesday')).toBe('2026-11-18');
    expect(dayOf('on Thursday')).toBe('2026-11-19');
    expect(dayOf('on Tuesday')).toBe('2026-11-24');
    expect(dayOf('रविवार को')).toBe('2026-11-22');
    expect(dayOf('يوم السبت')).toBe('2026-11-21');
    expect(dayOf('lundi')).toBe('2026-11-23');
  });

  it('never takes today for the next such weekday', () => {
    expect(dayOf('next Wednesday')).toBe('2026-11-25');
    expect(dayOf('next Friday')).toBe('2026-11-20');
    expect(dayOf('अगले बुधवार')).toBe('2026-11-25');
    expect(dayOf('الأربعاء القادم')).toBe('2026-11-25');
    expect(dayOf('mercredi prochain')).toBe('2026-11-25');
  });

  it('reads a day and month in each language, in the coming twelve months', () => {
    expect(dayOf('25 Nov')).toBe('2026-11-25');
    expect(dayOf('Nov 25th')).toBe('2026-11-25');
    expect(dayOf('18 November')).toBe('2026-11-18');
    expect(dayOf('17 November')).toBe('2027-11-17');
    expect(dayOf('3 जनवरी')).toBe('2027-01-03');
    expect(dayOf('5 ديسمبر')).toBe('2026-12-05');
    expect(dayOf('le 1er décembre')).toBe('2026-12-01');
    expect(dayOf('29 February', '2027-03-01')).toBe('2028-02-29');
  });

  it('reads a year when one is written, and ISO and slash dates', () => {
    expect(dayOf('5 March 2027')).toBe('2027-03-05');
    expect(dayOf('2026-12-01')).toBe('2026-12-01');
    expect(dayOf('1/12')).toBe('2026-12-01');
    expect(dayOf('1/12', '2026-11-18', 'en_US')).toBe('2027-01-12');
    expect(dayOf('25/11/2026')).toBe('2026-11-25');
  });

  it('finds no date where there is none, or where the day does not exist', () => {
    expect(dayOf('slots for deep cleaning')).toBeUndefined();
    expect(dayOf('31 November')).toBeUndefined();
    expect(dayOf('2026-02-30')).toBeUndefined();
    expect(dayOf('may I return it')).toBeUndefined();
  });

  it('finds the words but gives no date without a today', () => {
    const found = findDate(tokenize('slots tomorrow'), lexiconsFor('en'), '', 'en');
    expect(found).toStrictEqual({ start: 1, end: 2 });
  });
});
