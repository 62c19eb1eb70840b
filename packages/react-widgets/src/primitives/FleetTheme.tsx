import { createContext, type ReactNode, useContext } from 'react';
import { classNames } from './Button';

/** The colour themes of `style.css`. */
export type FleetThemeName = 'light' | 'dark';

const FleetThemeContext = createContext<FleetThemeName>('light');

/** Props of {@link FleetTheme}. */
export interface FleetThemeProps {
  /**
   * The theme of everything inside, including dialogs, popovers, drawers and toasts that render
   * in a portal outside this element.
   * @default 'light'
   */
  theme?: FleetThemeName;
  /**
   * Extra class names of the wrapping element.
   * @default undefined
   */
  className?: string;
  /** The widgets. */
  children?: ReactNode;
}

/**
 * Sets the widgets' theme: wraps them in a `.fleet-root` element with `data-theme`, and hands the
 * theme to the layers that render in a portal (they would not inherit it from the page).
 * @example <FleetTheme theme="dark"><VehicleList /></FleetTheme>
 */
export function FleetTheme({ theme = 'light', className, children }: FleetThemeProps) {
  return (
    <FleetThemeContext.Provider value={theme}>
      <div className={classNames('fleet-root', className)} data-theme={theme}>
        {children}
      </div>
    </FleetThemeContext.Provider>
  );
}

/** The theme of the nearest {@link FleetTheme}, 'light' outside one; portalled layers set it on their root. */
export function useFleetTheme(): FleetThemeName {
  return useContext(FleetThemeContext);
}
