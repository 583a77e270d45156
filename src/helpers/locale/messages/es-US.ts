// Generated from es-US.json by scripts/compile-messages.mjs: edit the JSON, then run
// `npm run messages`.
/* eslint-disable @typescript-eslint/no-unnecessary-template-expression -- compiled ICU */

import type { Variables } from '@internationalized/string';
import type { IcuFormatter } from '../icuFormatter';
import type { Catalogue } from './keys';

/** The library's own strings in es-US. */
export const esUS = {
  'header.main': `Principal`,
  'header.menu': `Menú`,
  'header.closeMenu': `Cerrar el menú`,
  'header.downloadApp': `Descarga la app`,
  'header.announcement': `Aviso`,
  'header.dismissAnnouncement': `Cerrar el aviso`,
  'toast.region': `Notificaciones`,
  'toast.dismiss': `Cerrar la notificación`,
  'dialog.close': `Cerrar`,
  'pagination.label': `Páginas`,
  'pagination.previous': `Página anterior`,
  'pagination.next': `Página siguiente`,
  'pagination.position': (args: Variables = {}) => `Página ${args.page} de ${args.count}`,
  'scrollStrip.previous': `Elemento anterior`,
  'scrollStrip.next': `Elemento siguiente`,
  'carousel.previous': `Testimonios anteriores`,
  'carousel.next': `Testimonios siguientes`,
  'carousel.goTo': (args: Variables = {}) => `Ir a la página ${args.page} de ${args.count}`,
  'carousel.illustrative': `Ejemplo ilustrativo, no es un cliente real`,
  'loader.title': `Un momento, por favor`,
  'loader.subtitle': `Estamos buscando tus datos.`,
  'otp.label': `Código de verificación`,
  'otp.digit': (args: Variables = {}) => `Dígito ${args.index} de ${args.count}`,
  'phone.label': `Número de celular`,
  'header.home': (args: Variables = {}) => `Inicio de ${args.brand}`,
  'header.logIn': `Inicia sesión`,
  'header.login': `Iniciar sesión`,
  'header.getStarted': `Empieza ya`,
  'header.help': `Ayuda`,
  'link.newTab': `(se abre en una pestaña nueva)`,
  'phone.incomplete': `Escribe los 10 dígitos de tu número de celular de EE. UU.`,
  'phone.areaCodeFormat': (args: Variables = {}) =>
    `Ningún código de área empieza con 0 o 1, así que (${args.areaCode}) no puede ser correcto. Revisa los tres primeros dígitos.`,
  'phone.areaCodeService': (args: Variables = {}) =>
    `${args.areaCode} es un número de servicio, no un código de área. Revisa los tres primeros dígitos.`,
  'phone.areaCodeReserved': (args: Variables = {}) =>
    `Ningún número de teléfono de EE. UU. usa el código de área ${args.areaCode}. Revisa los tres primeros dígitos.`,
  'phone.exchangeFormat': (args: Variables = {}) =>
    `Los tres dígitos que siguen al código de área nunca empiezan con 0 o 1, así que ${args.exchange} no puede ser correcto.`,
  'phone.exchangeService': (args: Variables = {}) =>
    `${args.exchange} es un número de servicio y no puede ir después del código de área. Revisa los tres dígitos del medio.`,
  'phone.fictional': `Del 555-0100 al 555-0199 son números inventados para el cine y la televisión, y ningún teléfono recibe mensajes de texto en ellos.`,
  'phone.outsideUs': (args: Variables = {}) =>
    `(${args.areaCode}) es un código de área fuera de EE. UU. (${args.country}). Solo podemos enviar mensajes de texto a números de EE. UU.`,
  'textMe.title': `Recibe la app por mensaje de texto`,
  'textMe.hint': `Solo números de celular de EE. UU. Pueden aplicarse cargos por mensajes y datos.`,
  'textMe.submit': `Envíame la app`,
  'textMe.success': `¡Enlace enviado! Revisa tus mensajes de texto para descargar Beem.`,
  'textMe.failure': `Algo salió mal. Tienes que usar tu número real: nada de VoIP, Google Voice ni números desechables.`,
  'textMe.unavailable': (args: Variables = {}) =>
    `Ahora no podemos enviarte el enlace por mensaje de texto. Descarga Beem en el ${args.appStore} o en ${args.googlePlay}.`,
  'verify.titleSignin': `Inicia sesión en Beem`,
  'verify.titleSignup': `Crea tu cuenta de Beem`,
  'verify.intro': `Te enviaremos un código por mensaje de texto para confirmar que eres tú.`,
  'verify.sendCode': `Enviar el código`,
  'verify.enterCode': (args: Variables = {}) =>
    `Escribe el código de ${args.length} dígitos que enviamos al ${args.phone}.`,
  'verify.resent': (args: Variables = {}) => `Enviamos un código nuevo al ${args.phone}.`,
  'verify.resend': `Reenviar el código`,
  'verify.wrongNumber': `¿Número equivocado?`,
  'verify.verified': `Listo, ya te verificamos. Te llevamos de vuelta…`,
  'auth.sendFailed': `No pudimos enviar un código a ese número. Revísalo y vuelve a intentarlo.`,
  'auth.wrongCode': `Ese código no funcionó. Revisa el mensaje de texto que te enviamos y vuelve a intentarlo.`,
  'auth.verifyFailed': `No pudimos comprobar tu código en este momento. Vuelve a intentarlo.`,
  'error.generic': `Uy, algo salió mal. Vuelve a intentarlo`,
  'errorScreen.title': `¡Uy!`,
  'errorScreen.message': `Tenemos algunos problemas técnicos`,
  'errorScreen.back': `Volver`,
  'blocked.title': `Cuenta bloqueada`,
  'blocked.message': (args: Variables = {}) => `Escríbenos a ${args.email} para saber más`,
  'blocked.done': `Listo`,
  'layout.skip': `Saltar al contenido`,
  'layout.validating': `validando...`,
  'header.goToLine': `Ir a Line`,
  'footer.appStore': `Consíguelo en el`,
  'footer.googlePlay': `Disponible en`,
  'footer.social': `Redes sociales`,
  'social.profile': (args: Variables = {}) => `${args.brand} en ${args.network}`,
  'footer.rights': (args: Variables = {}) =>
    `© ${args.year} ${args.brand}. Todos los derechos reservados.`,
  'faq.title': `Preguntas frecuentes`,
  'pricing.included': `Incluido`,
  'pricing.notIncluded': `No incluido`,
  'pricing.compare': `Compara los planes`,
  'share.label': `Comparte y síguenos`,
  'share.whatsapp': `Comparte en WhatsApp`,
  'postList.topics': `Temas del blog`,
  'postList.all': `Todas las publicaciones`,
  'article.onThisPage': `En esta página`,
  'article.published': `Publicado el`,
  'article.updated': `Última actualización:`,
  'textarea.left': (args: Variables = {}, formatter?: unknown) =>
    `${(formatter as IcuFormatter).plural(args.count, { one: () => `Queda ${(formatter as IcuFormatter).number(args.count)} carácter`, other: () => `Quedan ${(formatter as IcuFormatter).number(args.count)} caracteres` })}`,
  'textarea.over': (args: Variables = {}, formatter?: unknown) =>
    `${(formatter as IcuFormatter).plural(args.count, { one: () => `Sobra ${(formatter as IcuFormatter).number(args.count)} carácter`, other: () => `Sobran ${(formatter as IcuFormatter).number(args.count)} caracteres` })}`,
  'seo.searchResult': `Resultado de búsqueda`,
  'seo.sharingCard': `Tarjeta para compartir`,
  'pricing.feature': `Función`,
  'pricing.perMonthShort': `/mes`,
  'pricing.perMonth': `al mes`,
  'pricing.seePlan': (args: Variables = {}) => `Conoce ${args.plan} en detalle`,
  'pricing.includes': (args: Variables = {}) => `Qué incluye ${args.plan}`,
  'pricing.compareAll': `Compara todos los planes`,
  'article.readingTime': (args: Variables = {}, formatter?: unknown) =>
    `${(formatter as IcuFormatter).plural(args.minutes, { one: () => `${(formatter as IcuFormatter).number(args.minutes)} min de lectura`, other: () => `${(formatter as IcuFormatter).number(args.minutes)} min de lectura` })}`,
  'article.by': (args: Variables = {}) => `Por ${args.author}`,
  'seo.image': (args: Variables = {}) => `Imagen de ${args.width} × ${args.height}`,
} satisfies Catalogue;
