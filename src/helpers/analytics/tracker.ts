/**
 * The events the library's components report (a menu item or footer link followed, a full phone
 * number entered) go to a tracker the app provides. The library bundles no analytics vendor: an
 * app hands its own client to `BeemProvider`'s `settings`, and until it does, events go nowhere.
 *
 * Components pass the tracker of their tree (`useSettings().tracker`); code outside React (a
 * footer that is never hydrated reports its clicks from one listener on the document) passes the
 * one it was given.
 */
import { config } from '../config/config';

/** What an event says beyond its name: a label and any data, never personal data. */
export interface EventDetails {
  /** What the event came from: a link's text, or the form's name (`text_me_the_app`). */
  label: string;
  /** Anything more the event carries, such as a followed link's `href`. */
  data?: Record<string, unknown>;
}

/** Where the library's components send their events. */
export interface BeemTracker {
  /**
   * Records one event, by its name (`phone_entry`), with its details. Should it throw, the
   * library logs the error and the visitor's action goes on.
   */
  track(event: string, details: EventDetails): void;
}

/**
 * Sends an event to the app's tracker. A tracker that throws costs the visitor nothing: the
 * click, the typing or the submit that caused the event goes on.
 */
export function trackEvent(event: string, details: EventDetails, tracker: BeemTracker): void {
  try {
    tracker.track(event, details);
  } catch (error) {
    console.error(`The tracker failed to record "${event}".`, error);
  }
}

/** A link that names the event its click sends: menu items and footer links. */
export interface TrackedLink {
  name: string;
  href: string;
  event?: string;
}

/**
 * A menu item or footer link followed: its own event name, labelled with its text, with its
 * address. A link without an event name reports nothing.
 */
export function trackLink(link: TrackedLink, tracker: BeemTracker = config.tracker): void {
  if (link.event) trackEvent(link.event, { label: link.name, data: { href: link.href } }, tracker);
}
