/** WhatsApp sharing goes through WhatsApp's public send address, which opens the app or the web. */
export const WHATSAPP_SEND = 'https://wa.me/';

/** `https://wa.me/?text=…`, with the message (and any link in it) encoded once. */
export const whatsAppShareUrl = (text: string) =>
  `${WHATSAPP_SEND}?text=${encodeURIComponent(text)}`;
