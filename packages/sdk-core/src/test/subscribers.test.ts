import { describe, expect, it } from 'vitest';
import { DocumentFlow } from '../documents/DocumentFlow';
import { LiveSocket, type LiveSocketTransport } from '../live/LiveSocket';
import { MarkerAnimator } from '../playback/MarkerAnimator';
import { PlaybackEngine } from '../playback/PlaybackEngine';
import { eventSchema } from '../schema/event';
import { MemorySettingsStorage } from '../settings/SettingsStorage';
import { SettingsStore } from '../settings/SettingsStore';
import { FleetStore } from '../store/FleetStore';
import { NotificationList } from '../store/NotificationList';
import { TrackingStore } from '../store/TrackingStore';

// Every stateful class of the SDK tells its subscribers of changes the same way; the widgets and the
// portal rely on it. Each case makes one instance and a change that differs from the one before.

/** A transport that never opens: enough for the socket's status to change. */
class IdleTransport implements LiveSocketTransport {
  send(): void {}
  close(): void {}
  addEventListener(): void {}
}

interface Subject {
  subscribe(listener: () => void): () => void;
  hasListeners(): boolean;
  dispose(): void;
}

const cases: { name: string; make: () => { subject: Subject; change: (n: number) => void } }[] = [
  {
    name: 'FleetStore',
    make: () => {
      const fleet = new FleetStore();
      return { subject: fleet, change: (n) => fleet.selectDevice(n) };
    },
  },
  {
    name: 'TrackingStore',
    make: () => {
      const tracking = new TrackingStore();
      return { subject: tracking, change: (n) => tracking.start(n) };
    },
  },
  {
    name: 'NotificationList',
    make: () => {
      const list = new NotificationList();
      const event = (id: number) =>
        eventSchema.parse({ id, type: 'alarm', deviceId: 1, eventTime: '2025-03-01T10:00:00Z' });
      return { subject: list, change: (n) => list.add([event(n)]) };
    },
  },
  {
    name: 'MarkerAnimator',
    make: () => {
      const animator = new MarkerAnimator({ scheduler: () => () => {}, clock: () => 0 });
      // Fixes 100 s apart jump, so each push moves the marker at once.
      return {
        subject: animator,
        change: (n) => animator.push({ latitude: n, longitude: n, time: n * 100_000 }),
      };
    },
  },
  {
    name: 'PlaybackEngine',
    make: () => {
      const engine = new PlaybackEngine([], { scheduler: () => () => {} });
      return { subject: engine, change: (n) => engine.seek(n / 100) };
    },
  },
  {
    name: 'SettingsStore',
    make: () => {
      const settings = new SettingsStore({ userKey: 'u', storage: new MemorySettingsStorage() });
      return { subject: settings, change: (n) => void settings.set({ traffic: n % 2 === 1 }) };
    },
  },
  {
    name: 'DocumentFlow',
    make: () => {
      const flow = new DocumentFlow({ category: 'vehicle' });
      return { subject: flow, change: (n) => flow.setEntity(n) };
    },
  },
  {
    name: 'LiveSocket',
    make: () => {
      const live = new LiveSocket({
        url: 'ws://localhost/api/socket',
        WebSocket: IdleTransport,
        isSignedIn: () => true,
      });
      return { subject: live, change: (n) => (n % 2 === 1 ? live.connect() : live.close()) };
    },
  },
];

describe.each(cases)('$name subscribers', ({ make }) => {
  it('are called after each change in the order they subscribed, not at once', () => {
    const { subject, change } = make();
    const heard: string[] = [];
    subject.subscribe(() => heard.push('a'));
    subject.subscribe(() => heard.push('b'));
    expect(heard).toEqual([]);
    change(1);
    change(2);
    expect(heard).toEqual(['a', 'b', 'a', 'b']);
  });

  it('tell whether anyone listens, and are all stopped by dispose', () => {
    const { subject, change } = make();
    expect(subject.hasListeners()).toBe(false);
    const heard: string[] = [];
    const unsubscribe = subject.subscribe(() => heard.push('a'));
    expect(subject.hasListeners()).toBe(true);
    unsubscribe();
    expect(subject.hasListeners()).toBe(false);
    subject.subscribe(() => heard.push('b'));
    subject.subscribe(() => heard.push('c'));
    subject.dispose();
    expect(subject.hasListeners()).toBe(false);
    change(1);
    expect(heard).toEqual([]);
  });

  it('are not called once unsubscribed by a listener called before them', () => {
    const { subject, change } = make();
    const heard: string[] = [];
    let stopB = () => {};
    subject.subscribe(() => {
      heard.push('a');
      stopB();
    });
    stopB = subject.subscribe(() => heard.push('b'));
    subject.subscribe(() => heard.push('c'));
    change(1);
    expect(heard).toEqual(['a', 'c']);
  });

  it('are all called when one throws, and its error reaches the change', () => {
    const { subject, change } = make();
    const heard: string[] = [];
    subject.subscribe(() => {
      heard.push('a');
      throw new Error('listener failed');
    });
    subject.subscribe(() => heard.push('b'));
    expect(() => change(1)).toThrow('listener failed');
    expect(heard).toEqual(['a', 'b']);
  });

  it('hear a change made by a listener once: those after it with it, itself again after', () => {
    const { subject, change } = make();
    const heard: string[] = [];
    let calls = 0;
    subject.subscribe(() => {
      calls += 1;
      heard.push(`a${calls}`);
      if (calls === 1) change(2);
    });
    subject.subscribe(() => heard.push('b'));
    change(1);
    expect(heard).toEqual(['a1', 'b', 'a2']);
  });
});
