// contact.vcf: the owner as a vCard 4.0 (RFC 6350) for a recruiter's address book, written
// with ical.js, which escapes and folds the lines as the RFC asks.
import ICAL from 'ical.js'
import { telUrl, type Content } from '../../src/build-surface.ts'
import { ownerProfiles } from './profiles.ts'

export interface VCardOptions {
  /** The deployed address, https://…/ */
  siteUrl: string
  /** The owner's photo as a JPEG, embedded so the card needs no network. */
  photoJpeg?: Buffer
}

/**
 * The structured name (N) from the one-line name the content has: the last word as the family
 * name, the first as the given name, the words between as additional names. Address books sort
 * by it; the full name (FN) is what they show.
 */
function structuredName(name: string): string[] {
  const [given = '', ...rest] = name.trim().split(/\s+/)
  const family = rest.pop()
  return family ? [family, given, rest.join(' '), '', ''] : [given, '', '', '', '']
}

/** The owner's card: name, role, email, phone, site, place, profiles and photo. */
export function vCard(content: Content, { siteUrl, photoJpeg }: VCardOptions): string {
  const { owner } = content
  const card = new ICAL.Component('vcard')
  const add = (name: string, value: string | string[], { type, parameters = {} }: { type?: string; parameters?: Record<string, string> } = {}) => {
    const property = new ICAL.Property(name, card)
    if (type) property.resetType(type)
    property.setValue(value)
    for (const [key, parameter] of Object.entries(parameters)) property.setParameter(key, parameter)
    card.addProperty(property)
  }
  add('version', '4.0')
  add('fn', owner.name)
  add('n', structuredName(owner.name))
  add('title', owner.role)
  add('email', owner.email, { parameters: { type: 'work' } })
  // RFC 6350 reads TEL as text unless told it is a URI; ical.js takes a URI for its default and leaves VALUE out.
  if (owner.phone) add('tel', telUrl(owner.phone), { type: 'uri', parameters: { value: 'uri', type: 'voice' } })
  add('url', siteUrl, { type: 'uri' })
  // RFC 6350's fields: box, extended, street, locality, region, postal code, country. Without
  // the full address, the content's one line of free text: a label, and the locality for sorting.
  const { address } = owner
  if (address) {
    const fields = [address.address, address.city, address.region, address.postalCode, address.countryCode]
    add('adr', ['', '', ...fields.map((field) => field ?? '')], { parameters: { label: fields.filter(Boolean).join(', ') } })
  } else add('adr', ['', '', '', owner.location, '', '', ''], { parameters: { label: owner.location } })
  for (const { network, url } of ownerProfiles(content)) add('socialprofile', url, { type: 'uri', parameters: { 'service-type': network } })
  if (photoJpeg) add('photo', `data:image/jpeg;base64,${photoJpeg.toString('base64')}`, { type: 'uri' })
  // ical.js folds into chunks of foldLength octets and puts a space before each continuation;
  // 74 keeps every line within the 75 octets RFC 6350 allows.
  ICAL.foldLength = 74
  return `${card.toString()}\r\n`
}
