"""Base scenarios of the message, posting and ticket domains, on their own."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn

MESSAGES: list[Draft] = [
    scenario(
        "msg_welcome_new_hire_v1",
        domains={"message": {}},
        persona="team lead onboarding a colleague",
        style="chatty",
        seed=31,
        turns=[
            turn("Hey! Can you log me into the workspace messenger? I'm Alice.",
                 "get_user_id(user='Alice')", "message_login(user_id='USR001')"),
            turn("We have a new colleague, Priya. Add her as a contact and send her this: "
                 "'Welcome aboard, Priya! Ping me if you need anything.'",
                 "add_contact(user_name='Priya') -> priya=user_id",
                 "send_message(receiver_id=$priya, message='Welcome aboard, Priya! Ping me if you need anything.')"),
            turn("Perfect. Could you show me everything I've sent so far?", "view_messages_sent()"),
        ],
        miss_param=miss(1, "We have a new colleague starting today. Add her as a contact and send her a welcome "
                           "note, would you?",
                        "Her name is Priya, and the note should say: 'Welcome aboard, Priya! Ping me if you "
                        "need anything.'"),
        exploratory=[0],
    ),
    scenario(
        "msg_budget_mixup_v1",
        domains={"message": {
            "current_user": "USR002",
            "inbox": [{"USR001": "Lunch at noon?"}, {"USR003": "Draft budget attached"},
                      {"USR003": "Oops, wrong file - ignore the budget draft"}],
        }},
        persona="finance analyst who sent the wrong file",
        style="terse",
        seed=32,
        turns=[
            turn("Did I send anything mentioning the budget?", "search_messages(keyword='budget')"),
            turn("Delete the last message I sent to Catherine.",
                 "get_user_id(user='Catherine')", "delete_message(receiver_id='USR003')"),
            turn("Stats on my messages now?", "get_message_stats()"),
        ],
        miss_param=miss(1, "Delete the last message I sent to her.", "Catherine, I mean."),
        exploratory=[1],
    ),
    scenario(
        "msg_standup_broadcast_v1",
        domains={"message": {"inbox": []}},
        persona="scrum master announcing a schedule change",
        style="formal",
        seed=33,
        turns=[
            turn("Please log me in to the messenger with my user id, USR004.", "message_login(user_id='USR004')"),
            turn("Who else is in the workspace?", "list_users()"),
            turn("Send 'Standup moved to 10:30 tomorrow.' to Alice, Bob and Catherine, one message each.",
                 "get_user_id(user='Alice')", "get_user_id(user='Bob')", "get_user_id(user='Catherine')",
                 "send_message(receiver_id='USR001', message='Standup moved to 10:30 tomorrow.')",
                 "send_message(receiver_id='USR002', message='Standup moved to 10:30 tomorrow.')",
                 "send_message(receiver_id='USR003', message='Standup moved to 10:30 tomorrow.')"),
            turn("Kindly confirm by searching my messages for 'standup'.", "search_messages(keyword='standup')"),
        ],
        miss_param=miss(2, "Send a note about tomorrow's standup to Alice, Bob and Catherine, one message each.",
                        "The note reads: 'Standup moved to 10:30 tomorrow.'"),
        exploratory=[2],
    ),
    scenario(
        "msg_contract_correction_v1",
        no_long_context="unreached",
        domains={"message": {"inbox": []}},
        persona="sales rep fixing a wrong day in a message",
        style="typos",
        seed=34,
        turns=[
            turn("am i logged into the chat? if not log me in as USR003",
                 "message_get_login_status()", "message_login(user_id='USR003')"),
            turn("add Omar as contact and msg him 'Contract signed, see you Monday'",
                 "add_contact(user_name='Omar') -> omar=user_id",
                 "send_message(receiver_id=$omar, message='Contract signed, see you Monday')"),
            turn("ugh its tuesday not monday. delete that msg and send 'Contract signed, see you Tuesday' instead",
                 "delete_message(receiver_id=$omar)",
                 "send_message(receiver_id=$omar, message='Contract signed, see you Tuesday')"),
        ],
        miss_param=miss(1, "add the new client as contact and msg him 'Contract signed, see you Monday'",
                        "his name is Omar"),
        exploratory=[0],
    ),
]

POSTS: list[Draft] = [
    scenario(
        "post_winter_stout_launch_v1",
        domains={"posting": {
            "username": "brewlab", "password": "hops2026",
            "tweets": {"0": {"username": "brewlab", "content": "Tasting room opens Friday!", "tags": ["#craftbeer"],
                             "mentions": []}},
            "following_list": ["hopfarm", "maltworks"],
        }},
        persona="brewery social-media manager",
        style="chatty",
        seed=41,
        turns=[
            turn("Morning! Log me into our Twitter account please - user brewlab, password hops2026.",
                 "authenticate_twitter(username='brewlab', password='hops2026')"),
            turn("Post this: 'Our winter stout is finally on tap!' with the tags #craftbeer and #winterstout, "
                 "and mention @hopfarm.",
                 "post_tweet(content='Our winter stout is finally on tap!', tags=['#craftbeer', '#winterstout'], "
                 "mentions=['@hopfarm']) -> stout=id"),
            turn("Oh, we should thank @maltworks too - add a mention of them to that new post.",
                 "mention(tweet_id=$stout, mentioned_usernames=['maltworks'])"),
            turn("How many tweets does brewlab have now?", "get_user_stats(username='brewlab')"),
        ],
        miss_param=miss(1, "Post about our winter stout being on tap, with the tags #craftbeer and #winterstout, "
                           "and mention @hopfarm.",
                        "Use exactly this text: 'Our winter stout is finally on tap!'"),
    ),
    scenario(
        "post_meteor_shower_v1",
        domains={"posting": {
            "username": "stargazer_li", "password": "orion42", "authenticated": True,
            "tweets": {
                "0": {"username": "astro_kim", "content": "Jupiter and Saturn line up tonight", "tags": ["#astronomy"],
                      "mentions": []},
                "1": {"username": "news_daily", "content": "Launch window opens Tuesday", "tags": ["#space"],
                      "mentions": []},
                "2": {"username": "astro_kim", "content": "Clear skies forecast for the meteor shower",
                      "tags": ["#meteors"], "mentions": []},
            },
            "following_list": ["news_daily"],
        }},
        persona="amateur astronomer",
        style="terse",
        seed=42,
        turns=[
            turn("Find tweets about the meteor shower.", "search_tweets(keyword='meteor')"),
            turn("Retweet it and comment 'Setting my alarm for 3am!'",
                 "retweet(tweet_id=2)", "comment(tweet_id=2, comment_content='Setting my alarm for 3am!')"),
            turn("Follow whoever wrote it.", "follow_user(username_to_follow='astro_kim')"),
            turn("All their tweets, please.", "get_user_tweets(username='astro_kim')"),
        ],
        miss_param=miss(1, "Retweet it and leave a comment.", "Comment: 'Setting my alarm for 3am!'"),
    ),
    scenario(
        "post_following_cleanup_v1",
        no_long_context="unreached",
        domains={"posting": {
            "username": "dana_runs", "password": "marathon9", "authenticated": True,
            "following_list": ["nike_running", "old_gym_buddy", "spam_bot_77", "trail_runner"],
        }},
        persona="marathon runner decluttering her feed",
        style="typos",
        seed=43,
        turns=[
            turn("who am i following rn?", "list_all_following()"),
            turn("unfollow spam_bot_77 and old_gym_buddy pls",
                 "unfollow_user(username_to_unfollow='spam_bot_77')",
                 "unfollow_user(username_to_unfollow='old_gym_buddy')"),
            turn("and follow chef_marco, its my friends cooking acount",
                 "follow_user(username_to_follow='chef_marco')"),
            turn("how many ppl do i follow now", "get_user_stats(username='dana_runs')"),
        ],
        miss_param=miss(2, "and follow my friends cooking acount", "its chef_marco"),
    ),
    scenario(
        "post_office_hours_thread_v1",
        domains={"posting": {
            "username": "prof_okafor", "password": "lecture1",
            "tweets": {
                "10": {"username": "prof_okafor", "content": "Office hours moved to Thursday 2pm", "tags": [],
                       "mentions": []},
                "11": {"username": "prof_okafor", "content": "Exam review notes are up on the course page",
                       "tags": ["#exams"], "mentions": []},
            },
            "comments": {"10": [{"username": "student_amy", "content": "Which room?"}]},
            "tweet_counter": 12,
        }},
        persona="university lecturer answering students",
        style="formal",
        seed=44,
        turns=[
            turn("Please sign me in (prof_okafor, password lecture1) and show me the comments on my tweet "
                 "about office hours.",
                 "authenticate_twitter(username='prof_okafor', password='lecture1')",
                 "get_user_tweets(username='prof_okafor')", "get_tweet_comments(tweet_id=10)"),
            turn("Please reply to that question with: 'Room B214, same as lectures.'",
                 "comment(tweet_id=10, comment_content='Room B214, same as lectures.')"),
            turn("Now show me the tweet about the exam review notes.", "get_tweet(tweet_id=11)"),
            turn("Retweet it, so that new students see it as well.", "retweet(tweet_id=11)"),
        ],
        miss_param=miss(1, "Please reply to that question with the room number.",
                        "Write exactly: 'Room B214, same as lectures.'"),
        exploratory=[0],
    ),
    scenario(
        "post_scones_for_the_fair_v1",
        domains={"posting": {"username": "gran_evelyn", "password": "roses&tea"}},
        persona="retired grandmother new to social media",
        style="chatty",
        seed=45,
        turns=[
            turn("Hello dear, am I logged in to the Twitter thing?", "posting_get_login_status()"),
            turn("Oh dear. My username is gran_evelyn and my password is roses&tea.",
                 "authenticate_twitter(username='gran_evelyn', password='roses&tea')"),
            turn("Lovely. Please post 'Baked 40 scones for the church fair today!' for me.",
                 "post_tweet(content='Baked 40 scones for the church fair today!') -> post=id"),
            turn("Can you read my new post back to me, so I know it really worked?", "get_tweet(tweet_id=$post)"),
        ],
        miss_param=miss(1, "Oh dear. Could you log me in, then?",
                        "My username is gran_evelyn and my password is roses&tea."),
    ),
]

TICKETS: list[Draft] = [
    scenario(
        "ticket_printer_jam_v1",
        domains={"ticket": {
            "accounts": {"jporter": "blue-fern-7"},
            "ticket_queue": [{"id": 101, "title": "Laptop slow", "description": "Takes 5 minutes to boot",
                              "status": "Open", "priority": 2, "created_by": "jporter"}],
            "ticket_counter": 102,
        }},
        persona="office worker reporting a broken printer",
        style="terse",
        seed=51,
        turns=[
            turn("Log me into the helpdesk: jporter, password blue-fern-7.",
                 "ticket_login(username='jporter', password='blue-fern-7')"),
            turn("New ticket 'Printer on 4th floor jams constantly', description 'Paper jams every 3-4 pages "
                 "since Monday.', priority 3.",
                 "create_ticket(title='Printer on 4th floor jams constantly', "
                 "description='Paper jams every 3-4 pages since Monday.', priority=3) -> jam=id"),
            turn("Bump that one to priority 5, it's blocking payroll.",
                 "edit_ticket(ticket_id=$jam, updates={'priority': 5})"),
            turn("List my open tickets.", "get_user_tickets(status='Open')"),
        ],
        miss_param=miss(1, "New ticket about the 4th floor printer jamming, priority 3.",
                        "Title: 'Printer on 4th floor jams constantly'. Description: 'Paper jams every 3-4 pages "
                        "since Monday.'"),
    ),
    scenario(
        "ticket_weekly_triage_v1",
        domains={"ticket": {
            "accounts": {"mwu": "triage!"},
            "ticket_queue": [
                {"id": 201, "title": "VPN drops hourly", "status": "Open", "priority": 4, "created_by": "mwu"},
                {"id": 202, "title": "New monitor request", "status": "Open", "priority": 1, "created_by": "mwu"},
                {"id": 203, "title": "Password reset", "status": "Resolved", "priority": 2, "created_by": "mwu"},
                {"id": 204, "title": "Email signature broken", "status": "Open", "priority": 2, "created_by": "lena"},
            ],
            "ticket_counter": 205,
        }},
        persona="IT coordinator doing Friday triage",
        style="non-native",
        seed=52,
        turns=[
            turn("Please login for me, user mwu and password triage! , then show my tickets which are open.",
                 "ticket_login(username='mwu', password='triage!')", "get_user_tickets(status='Open')"),
            turn("The VPN one is fixed now. Resolve it with note 'Router firmware updated to 4.2.1'.",
                 "resolve_ticket(ticket_id=201, resolution='Router firmware updated to 4.2.1')"),
            turn("The monitor request, close it, it was approved in other system.", "close_ticket(ticket_id=202)"),
            turn("Finish. Log me out please.", "logout()"),
        ],
        miss_param=miss(1, "The VPN one is fixed now. Resolve it please.",
                        "The note for resolution is 'Router firmware updated to 4.2.1'."),
    ),
    scenario(
        "ticket_pipeline_followup_v1",
        domains={"ticket": {
            "accounts": {"ops_ravi": "k8s-rocks"},
            "ticket_queue": [{"id": 31, "title": "Deploy pipeline fails", "description": "Stage 3 timeout",
                              "status": "Open", "priority": 4, "created_by": "ops_ravi"}],
            "ticket_counter": 32,
        }},
        persona="DevOps engineer updating an incident",
        style="terse",
        seed=53,
        turns=[
            turn("Am I still logged into the ticket system?", "ticket_get_login_status()"),
            turn("Log in as ops_ravi, password k8s-rocks, and pull up ticket 31.",
                 "ticket_login(username='ops_ravi', password='k8s-rocks')", "get_ticket(ticket_id=31)"),
            turn("Set its description to 'Stage 3 timeout; runner disk full' and lower the priority to 2.",
                 "edit_ticket(ticket_id=31, updates={'description': 'Stage 3 timeout; runner disk full', "
                 "'priority': 2})"),
            turn("Open a follow-up ticket titled 'Add disk alerts to CI runners', same priority.",
                 "create_ticket(title='Add disk alerts to CI runners', priority=2)"),
        ],
        miss_param=miss(1, "Log me in and pull up ticket 31.", "Username ops_ravi, password k8s-rocks."),
    ),
]

SCENARIOS: list[Draft] = MESSAGES + POSTS + TICKETS
