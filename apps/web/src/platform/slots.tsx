import type { OrderView } from '@portal/domain/orders/types';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * The named places where one feature's screen shows another feature's part, with the props each
 * receives: the order page's chat and the completion modal's tip form (spec 000 sections 2, 4 and 5),
 * the staff order page's chat, the top bar's notifications (spec 002 2.8), the dashboard's notices and the admin's dashboard. The page that owns
 * the place renders `<Slot name=... />`; the feature that owns the part fills it in its index.ts.
 * Declared here, below both, so neither imports the other.
 */
export type SlotProps = {
  'order-chat': { order: OrderView };
  'staff-order-chat': { order: OrderView };
  /** The order's payments and refunds on the staff order page (admins). */
  'staff-order-payments': { order: OrderView };
  'completion-tip': { order: OrderView; price: number; currency: string };
  'top-bar-notifications': Record<never, never>;
  /** Notices at the top of the dashboard (a writer without a profile is pointed to the wizard). */
  'dashboard-notices': Record<never, never>;
  /** The admin's part of the dashboard, below the welcome card (the site's orders at a glance). */
  'dashboard-admin': Record<never, never>;
};

export type SlotName = keyof SlotProps;
export type SlotFills = { [Name in SlotName]?: ComponentType<SlotProps[Name]> };

const SlotContext = createContext<SlotFills>({});

export function SlotsProvider({ fills, children }: { fills: SlotFills; children: ReactNode }) {
  return <SlotContext.Provider value={fills}>{children}</SlotContext.Provider>;
}

/** Renders what a feature put in the slot, or nothing while no feature fills it. */
export function Slot<Name extends SlotName>({ name, ...props }: { name: Name } & SlotProps[Name]) {
  const Fill = useContext(SlotContext)[name] as ComponentType<SlotProps[Name]> | undefined;
  if (!Fill) return null;
  return <Fill {...(props as unknown as SlotProps[Name])} />;
}

/** Whether any feature fills the slot, for pages that frame it (a card, a heading). */
export function useSlotFilled(name: SlotName): boolean {
  return useContext(SlotContext)[name] !== undefined;
}

/** One fill per slot: two features filling the same place is a composition mistake, said at start. */
export function composeSlots(features: readonly { name: string; slots?: SlotFills }[]): SlotFills {
  const fills: Record<string, unknown> = {};
  const owners: Record<string, string> = {};
  for (const feature of features) {
    for (const [name, fill] of Object.entries(feature.slots ?? {})) {
      if (owners[name]) throw new Error(`The slot "${name}" is filled by both ${owners[name]} and ${feature.name}.`);
      owners[name] = feature.name;
      fills[name] = fill;
    }
  }
  return fills as SlotFills;
}
