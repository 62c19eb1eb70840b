/** One editable prop of an example. */
export type PropControl =
  | { kind: 'boolean'; name: string; label: string }
  | { kind: 'select'; name: string; label: string; options: readonly string[] }
  | { kind: 'text'; name: string; label: string }
  | { kind: 'vehicle'; name: string; label: string };

/** Props as the panel edits them. */
export type PropValues = Record<string, string | boolean | number | null>;

export interface PropsPanelProps {
  controls: readonly PropControl[];
  values: PropValues;
  vehicles: readonly { id: number; name: string }[];
  onChange: (values: PropValues) => void;
}

/** Live props editing: each change re-renders the example at once. */
export function PropsPanel({ controls, values, vehicles, onChange }: PropsPanelProps) {
  const set = (name: string, value: string | boolean | number | null) =>
    onChange({ ...values, [name]: value });
  return (
    <form className="playground-props" aria-label="Props" onSubmit={(event) => event.preventDefault()}>
      {controls.map((control) => {
        const id = `prop-${control.name}`;
        const value = values[control.name];
        let input: React.ReactNode;
        if (control.kind === 'boolean') {
          input = (
            <input
              id={id}
              type="checkbox"
              checked={value === true}
              onChange={(e) => set(control.name, e.target.checked)}
            />
          );
        } else if (control.kind === 'select') {
          input = (
            <select id={id} value={String(value ?? '')} onChange={(e) => set(control.name, e.target.value)}>
              {control.options.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          );
        } else if (control.kind === 'vehicle') {
          input = (
            <select
              id={id}
              value={value === null || value === undefined ? '' : String(value)}
              onChange={(e) => set(control.name, e.target.value === '' ? null : Number(e.target.value))}
            >
              <option value="">(none)</option>
              {vehicles.map((vehicle) => (
                <option key={vehicle.id} value={vehicle.id}>
                  {vehicle.name}
                </option>
              ))}
            </select>
          );
        } else {
          input = (
            <input
              id={id}
              type="text"
              value={String(value ?? '')}
              onChange={(e) => set(control.name, e.target.value)}
            />
          );
        }
        return (
          <div key={control.name} className="playground-props__row">
            <label htmlFor={id}>
              {control.label} <code>{control.name}</code>
            </label>
            {input}
          </div>
        );
      })}
    </form>
  );
}
