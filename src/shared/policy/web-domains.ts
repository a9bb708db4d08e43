// The endings a web address is read by in a message: every country's but Norway's ("H.No." and "Rd.No."
// are how Hyderabad writes house and road numbers), the generic ones that are not words people run into
// the next sentence (".how", ".now"), and those a broker of homes would pick.

const COUNTRY =
  'ac ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bm bn bo br bs bt bv bw by bz ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg er es et eu fi fj fk fm fo fr ga gb gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mg mh mk ml mm mn mo mp mq mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw py qa re ro rs ru rw sa sb sc sd se sg sh si sj sk sl sm sn so sr ss st su sv sx sy sz tc td tf tg th tj tk tl tm tn to tr tt tv tw tz ua ug uk us uy uz va vc ve vg vi vn vu wf ws ye yt za zm zw';
const GENERIC =
  'com net org info biz xyz app dev page site online link live shop store top club icu vip win fun space website tech cloud pro blog email click asia mobi name tel buzz cam lol guru host press digital network social chat';
const HOMES = 'homes house property properties realty realestate estate apartments rent rentals casa land';

/**
 * A bare address such as "flats.ru" or "deals.homes/2bhk" in lower-case text. A match starts only where a
 * name can (never inside one), so a long run of labels is read once, not once from each of its positions.
 */
export const BARE_DOMAIN = new RegExp(
  `(?<![a-z0-9.-])[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:${[COUNTRY, GENERIC, HOMES].join(' ').replace(/ /g, '|')})\\b(?:/\\S*)?`,
  'g',
);
