/** Spec section 9: WhatsApp sharing uses the public send endpoint as its base link. */
export const WHATSAPP_SEND = 'https://wa.me/';

/** `https://wa.me/?text=…`, with the message (and any link in it) encoded once. */
export const whatsAppShareUrl = (text: string) =>
  `${WHATSAPP_SEND}?text=${encodeURIComponent(text)}`;
