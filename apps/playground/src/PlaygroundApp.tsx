import { type FormEvent, useEffect, useState, useSyncExternalStore } from 'react';
import { EXAMPLES } from './examples/index';
import type { PlaygroundFleet } from './PlaygroundFleet';
import { PropsPanel, type PropValues } from './PropsPanel';

function useHash(): string {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('hashchange', listener);
      return () => window.removeEventListener('hashchange', listener);
    },
    () => window.location.hash.replace(/^#/, ''),
  );
}

/** The playground: sign in, pick an example, edit its props live. */
export function PlaygroundApp({ fleet }: { fleet: PlaygroundFleet }) {
  const [state, setState] = useState<'checking' | 'signed-out' | 'signed-in'>('checking');
  const [error, setError] = useState<string | null>(null);
  const [values, setValues] = useState<Record<string, PropValues>>(() =>
    Object.fromEntries(EXAMPLES.map((example) => [example.id, example.initial])),
  );
  const vehicles = useSyncExternalStore(
    (listener) => fleet.store.subscribe(listener),
    () => fleet.store.devices.peek(),
  );
  const hash = useHash();
  const example = EXAMPLES.find((e) => e.id === hash) ?? EXAMPLES[0];

  useEffect(() => {
    fleet.resume().then(
      (user) => setState(user ? 'signed-in' : 'signed-out'),
      (failure: Error) => {
        setError(`The server cannot be reached: ${failure.message}`);
        setState('signed-out');
      },
    );
  }, [fleet]);

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      await fleet.signIn(String(form.get('email')), String(form.get('password')));
      setState('signed-in');
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const demo = async () => {
    try {
      await fleet.demo();
      setState('signed-in');
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  if (state === 'checking') return <p className="playground-note">Connecting to the server…</p>;
  if (state === 'signed-out' || !example) {
    return (
      <main className="playground-signin">
        <h1>Fleetkit playground</h1>
        <p>Sign in to the local server, or open the demo fleet (server started with `demo`).</p>
        <form onSubmit={signIn}>
          <label>
            E-mail <input name="email" type="email" autoComplete="username" required />
          </label>
          <label>
            Password <input name="password" type="password" autoComplete="current-password" required />
          </label>
          <button type="submit">Sign in</button>
          <button type="button" onClick={demo}>
            Demo fleet
          </button>
        </form>
        {error ? <p role="alert">{error}</p> : null}
      </main>
    );
  }

  const { Component } = example;
  const list = [...vehicles.values()].map(({ id, name }) => ({ id, name }));
  return (
    <div className="playground">
      <nav aria-label="Examples">
        <h1>Fleetkit playground</h1>
        <ul>
          {EXAMPLES.map((e) => (
            <li key={e.id}>
              <a href={`#${e.id}`} aria-current={e.id === example.id ? 'page' : undefined}>
                {e.title}
              </a>
            </li>
          ))}
        </ul>
        <a href="/plain.html">Plain HTML page</a>
      </nav>
      <main aria-label={example.title}>
        <h2>{example.title}</h2>
        <PropsPanel
          controls={example.controls}
          values={values[example.id] ?? example.initial}
          vehicles={list}
          onChange={(next) => setValues((was) => ({ ...was, [example.id]: next }))}
        />
        <section className="playground-stage" data-example={example.id}>
          <Component fleet={fleet} props={values[example.id] ?? example.initial} />
        </section>
      </main>
    </div>
  );
}
