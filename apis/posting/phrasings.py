"""How users ask for the social posting tools, in English, Spanish and German."""

from __future__ import annotations

from dataclasses import replace

from sandbox.tools.phrasing import Phrasing as P

#: A user name the words leave to the post shown before: its author.
_AUTHOR = (("username", "author"),)

_PHRASINGS: dict[str, list[P]] = {
    "authenticate_twitter": [
        P("en", "Log me in to my social account: username {username}, password {password}."),
        P("en", "Sign in as '{username}' with the password '{password}'."),
        P("en", "My handle is {username} and my password is {password}; log me in."),
        P("es", "Inicia sesión en mi cuenta social: usuario {username}, contraseña {password}."),
        P("es", "Entra como '{username}' con la contraseña '{password}'."),
        P("es", "Mi usuario es {username} y mi contraseña {password}; conéctame."),
        P("de", "Melde mich bei meinem Social-Media-Konto an: Benutzer {username}, Passwort {password}."),
        P("de", "Logg mich als '{username}' mit dem Passwort '{password}' ein."),
        P("de", "Mein Name dort ist {username}, das Passwort {password}; melde mich an."),
    ],
    "posting_get_login_status": [
        P("en", "Am I logged in to my social account?"), P("en", "Is my posting account signed in right now?"),
        P("en", "Check whether I'm still logged in to post."),
        P("es", "¿Tengo la sesión iniciada en mi cuenta social?"), P("es", "¿Está conectada ahora mi cuenta para publicar?"),
        P("es", "Comprueba si sigo conectado para publicar."),
        P("de", "Bin ich bei meinem Social-Media-Konto angemeldet?"), P("de", "Ist mein Konto zum Posten gerade eingeloggt?"),
        P("de", "Prüf, ob ich zum Posten noch angemeldet bin."),
    ],
    "post_tweet": [
        P("en", "Post '{content}'."), P("en", "Tweet this: \"{content}\", with the hashtags {tags}.",
          one="Tweet this: \"{content}\", with the hashtag {tags}."),
        P("en", "Share a post saying '{content}' and mention {mentions}."),
        P("en", "Put up a post: '{content}', tagged {tags} and mentioning {mentions}."),
        P("es", "Publica '{content}'."), P("es", "Tuitea esto: \"{content}\", con los hashtags {tags}.",
          one="Tuitea esto: \"{content}\", con el hashtag {tags}."),
        P("es", "Comparte una publicación que diga '{content}' y menciona a {mentions}."),
        P("de", "Poste '{content}'."), P("de", "Twittere das: \"{content}\", mit den Hashtags {tags}.",
          one="Twittere das: \"{content}\", mit dem Hashtag {tags}."),
        P("de", "Veröffentliche einen Beitrag '{content}' und erwähne {mentions}."),
    ],
    "get_tweet": [
        P("en", "Show me post {tweet_id}."), P("en", "What does the tweet with id {tweet_id} say?"),
        P("en", "Pull up that post."),
        P("es", "Enséñame la publicación {tweet_id}."), P("es", "¿Qué dice el tuit con id {tweet_id}?"),
        P("es", "Muéstrame esa publicación."),
        P("de", "Zeig mir Beitrag {tweet_id}."), P("de", "Was steht im Tweet mit der ID {tweet_id}?"),
        P("de", "Ruf den Beitrag auf."),
    ],
    "get_user_tweets": [
        P("en", "What else has that author posted?", means=_AUTHOR),
        P("es", "¿Qué más ha publicado ese autor?", means=_AUTHOR),
        P("de", "Was hat der Autor sonst noch gepostet?", means=_AUTHOR),
        P("en", "Show me everything {username} has posted."), P("en", "List the tweets by '{username}'."),
        P("en", "What has {username} been tweeting?"),
        P("es", "Enséñame todo lo que ha publicado {username}."), P("es", "Lista los tuits de '{username}'."),
        P("es", "¿Qué ha estado tuiteando {username}?"),
        P("de", "Zeig mir alles, was {username} gepostet hat."), P("de", "Liste die Tweets von '{username}' auf."),
        P("de", "Was hat {username} so getwittert?"),
    ],
    "search_tweets": [
        P("en", "Find posts that mention '{keyword}'."), P("en", "Search for tweets about {keyword}."),
        P("en", "Has anyone posted about \"{keyword}\"?"),
        P("es", "Busca publicaciones que mencionen '{keyword}'."), P("es", "Busca tuits sobre {keyword}."),
        P("es", "¿Alguien ha publicado algo sobre \"{keyword}\"?"),
        P("de", "Finde Beiträge, die '{keyword}' erwähnen."), P("de", "Such nach Tweets über {keyword}."),
        P("de", "Hat jemand etwas über \"{keyword}\" gepostet?"),
    ],
    "get_tweet_comments": [
        P("en", "What comments are on post {tweet_id}?"), P("en", "Show me the replies to tweet {tweet_id}."),
        P("en", "What are people saying under that post?"),
        P("es", "¿Qué comentarios tiene la publicación {tweet_id}?"), P("es", "Enséñame las respuestas al tuit {tweet_id}."),
        P("es", "¿Qué dice la gente debajo de esa publicación?"),
        P("de", "Welche Kommentare hat Beitrag {tweet_id}?"), P("de", "Zeig mir die Antworten auf Tweet {tweet_id}."),
        P("de", "Was schreiben die Leute unter den Beitrag?"),
    ],
    "comment": [
        P("en", "Comment '{comment_content}' on post {tweet_id}."), P("en", "Reply to tweet {tweet_id} with \"{comment_content}\"."),
        P("en", "Leave a comment on that post: '{comment_content}'."),
        P("es", "Comenta '{comment_content}' en la publicación {tweet_id}."),
        P("es", "Responde al tuit {tweet_id} con \"{comment_content}\"."),
        P("es", "Deja un comentario en esa publicación: '{comment_content}'."),
        P("de", "Kommentier Beitrag {tweet_id} mit '{comment_content}'."),
        P("de", "Antworte auf Tweet {tweet_id} mit \"{comment_content}\"."),
        P("de", "Schreib einen Kommentar unter den Beitrag: '{comment_content}'."),
    ],
    "retweet": [
        P("en", "Retweet post {tweet_id}."), P("en", "Share tweet number {tweet_id} on my profile."),
        P("en", "Repost that one."),
        P("es", "Retuitea la publicación {tweet_id}."), P("es", "Comparte el tuit número {tweet_id} en mi perfil."),
        P("es", "Vuelve a publicar esa."),
        P("de", "Retweete Beitrag {tweet_id}."), P("de", "Teil Tweet Nummer {tweet_id} auf meinem Profil."),
        P("de", "Teil den noch mal."),
    ],
    "mention": [
        P("en", "Mention {mentioned_usernames} in post {tweet_id}."), P("en", "Tag {mentioned_usernames} on tweet {tweet_id}."),
        P("en", "Add a mention of {mentioned_usernames} to that post."),
        P("es", "Menciona a {mentioned_usernames} en la publicación {tweet_id}."),
        P("es", "Etiqueta a {mentioned_usernames} en el tuit {tweet_id}."),
        P("es", "Añade una mención a {mentioned_usernames} en esa publicación."),
        P("de", "Erwähne {mentioned_usernames} in Beitrag {tweet_id}."), P("de", "Markier {mentioned_usernames} in Tweet {tweet_id}."),
        P("de", "Füg dem Beitrag eine Erwähnung von {mentioned_usernames} hinzu."),
    ],
    "follow_user": [
        P("en", "Follow whoever wrote that post."),
        P("es", "Sigue a quien escribió esa publicación."),
        P("de", "Folge dem, der den Beitrag geschrieben hat."),
        P("en", "Follow {username_to_follow}."), P("en", "Start following '{username_to_follow}' for me."),
        P("en", "I'd like to see {username_to_follow}'s posts in my feed; follow them."),
        P("es", "Sigue a {username_to_follow}."), P("es", "Empieza a seguir a '{username_to_follow}'."),
        P("es", "Quiero ver las publicaciones de {username_to_follow}; síguelo."),
        P("de", "Folge {username_to_follow}."), P("de", "Fang an, '{username_to_follow}' zu folgen."),
        P("de", "Ich will die Beiträge von {username_to_follow} sehen; folg dem Konto."),
    ],
    "unfollow_user": [
        P("en", "Unfollow {username_to_unfollow}."), P("en", "Stop following '{username_to_unfollow}'."),
        P("en", "I don't want {username_to_unfollow} in my feed anymore."),
        P("es", "Deja de seguir a {username_to_unfollow}."), P("es", "Ya no quiero seguir a '{username_to_unfollow}'."),
        P("es", "Quita a {username_to_unfollow} de mi feed."),
        P("de", "Entfolge {username_to_unfollow}."), P("de", "Hör auf, '{username_to_unfollow}' zu folgen."),
        P("de", "Ich will {username_to_unfollow} nicht mehr in meinem Feed haben."),
    ],
    "list_all_following": [
        P("en", "Who am I following?"), P("en", "List the accounts I follow."), P("en", "Show me everyone I follow."),
        P("es", "¿A quién sigo?"), P("es", "Lista las cuentas que sigo."), P("es", "Enséñame a todos los que sigo."),
        P("de", "Wem folge ich?"), P("de", "Liste die Konten auf, denen ich folge."), P("de", "Zeig mir alle, denen ich folge."),
    ],
    "get_user_stats": [
        P("en", "How active is the author of that post?", means=_AUTHOR),
        P("es", "¿Qué tan activo es el autor de esa publicación?", means=_AUTHOR),
        P("de", "Wie aktiv ist der Verfasser des Beitrags?", means=_AUTHOR),
        P("en", "How active is {username}? Give me their stats."), P("en", "Show the stats for '{username}'."),
        P("en", "How many posts and retweets does {username} have?"),
        P("es", "¿Qué tan activo es {username}? Dame sus estadísticas."), P("es", "Enséñame las estadísticas de '{username}'."),
        P("es", "¿Cuántas publicaciones y retuits tiene {username}?"),
        P("de", "Wie aktiv ist {username}? Gib mir die Statistik."), P("de", "Zeig die Statistik von '{username}'."),
        P("de", "Wie viele Beiträge und Retweets hat {username}?"),
    ],
}


#: Whose post each request acts on: a mention is added to one's own post, a repost shares someone else's.
_WHOSE = {"mention": "own", "retweet": "other", "comment": "other"}

PHRASINGS: dict[str, list[P]] = {
    tool: [replace(p, means=(("tweet_id", _WHOSE[tool]),)) if tool in _WHOSE else p for p in phrasings]
    for tool, phrasings in _PHRASINGS.items()
}
