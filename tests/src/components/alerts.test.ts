import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALERT_HIDE_MS,
  currentAlerts,
  dismissAlert,
  dismissAlerts,
  showAlert,
} from '../../../src/components/alerts';
import { errorDetail, showErrorAlert } from '../../../src/components/error-alert';
import { ApiError } from '../../../src/api/client';

describe('alerts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const a of currentAlerts()) dismissAlert(a.id);
    vi.useRealTimers();
  });

  it('hides each alert after 7000 ms', () => {
    expect(ALERT_HIDE_MS).toBe(7000);
    showAlert('success', 'Saved');
    vi.advanceTimersByTime(3000);
    showAlert('warning', 'Careful');
    expect(currentAlerts().map((a) => a.title)).toEqual(['Saved', 'Careful']);
    vi.advanceTimersByTime(3999);
    expect(currentAlerts()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(currentAlerts().map((a) => a.title)).toEqual(['Careful']);
    vi.advanceTimersByTime(3000);
    expect(currentAlerts()).toEqual([]);
  });

  it('can be dismissed early', () => {
    const id = showAlert('error', 'Failed');
    dismissAlert(id);
    expect(currentAlerts()).toEqual([]);
  });

  it('dismisses every alert of one kind (a dialog opening dismisses the success alerts) and keeps the rest', () => {
    showAlert('success', 'Saved');
    showAlert('error', 'Failed');
    showAlert('success', 'Paid');
    dismissAlerts('success');
    expect(currentAlerts().map((a) => a.title)).toEqual(['Failed']);
    vi.advanceTimersByTime(ALERT_HIDE_MS);
    expect(currentAlerts()).toEqual([]);
  });
});

describe('the generic error alert', () => {
  afterEach(() => {
    for (const a of currentAlerts()) dismissAlert(a.id);
  });

  it('adds the server message, else its summary, else the status', () => {
    expect(errorDetail(new ApiError(409, { status: 409, summary: 'Conflict', message: 'Taken' }))).toBe(
      'Taken',
    );
    expect(errorDetail(new ApiError(409, { status: 409, summary: 'Conflict' }))).toBe('Conflict');
    expect(errorDetail(new ApiError(400, { status: 400, message: 'Bad username' }))).toBe('Bad username');
    expect(errorDetail(new ApiError(404, null))).toBe('404');
    expect(errorDetail(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it('raises an error alert with the message and the detail', () => {
    showErrorAlert('Unable to update username', new ApiError(404, { status: 404, summary: 'Not found' }));
    expect(currentAlerts()).toMatchObject([
      { kind: 'error', title: 'Unable to update username', description: 'Not found' },
    ]);
  });
});
