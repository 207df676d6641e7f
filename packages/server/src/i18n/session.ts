import type { Catalogue } from "./messages";

/** Messages of the session guard: addresses the IP blocklist restricts. */
export const sessionMessages = {
  en_US: { ipRestricted: "Access from your network address is restricted." },
  zh_CN: { ipRestricted: "您所在的网络地址受到访问限制。" },
  es_ES: { ipRestricted: "El acceso desde su dirección de red está restringido." },
  ru_RU: { ipRestricted: "Доступ с вашего сетевого адреса ограничен." },
  ar_SA: { ipRestricted: "الوصول من عنوان شبكتك مقيد." },
  de_DE: { ipRestricted: "Der Zugriff von Ihrer Netzwerkadresse ist eingeschränkt." },
  pl_PL: { ipRestricted: "Dostęp z Twojego adresu sieciowego jest ograniczony." },
  tr_TR: { ipRestricted: "Ağ adresinizden erişim kısıtlanmıştır." },
  fr_FR: { ipRestricted: "L'accès depuis votre adresse réseau est restreint." },
  pt_BR: { ipRestricted: "O acesso a partir do seu endereço de rede está restrito." },
  ko_KR: { ipRestricted: "현재 네트워크 주소에서의 접근이 제한되어 있습니다." },
  ja_JP: { ipRestricted: "お使いのネットワークアドレスからのアクセスは制限されています。" },
} satisfies Catalogue;
