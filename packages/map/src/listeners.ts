/** A listener of one kind of map event, called with its value. */
export type Listener<T> = (value: T) => void;
